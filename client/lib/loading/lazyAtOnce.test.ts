// @vitest-environment happy-dom
// Which boundary mounts again, and when, in a DOM without a browser. React's development build reveals a part at once
// under act (its 300 ms throttle of reveals is off there), so the throttle itself shows only in a browser.
import { act, createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { lazyAtOnce, SuspenseAtOnce } from './lazyAtOnce.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

/** A part whose code arrives when the test says so (`send` outside act), and how many times it was mounted. */
function part(text: string) {
  let send!: () => void;
  const mounts = { count: 0 };
  function Shown() {
    useEffect(() => { mounts.count += 1; }, []);
    return createElement('p', null, text);
  }
  const code = new Promise<ComponentType>((resolve) => { send = () => resolve(Shown); });
  return { Part: lazyAtOnce(() => code), arrive: async () => act(async () => send()), send, mounts };
}

const boundary = (children: ReactNode, inSlices = false) =>
  createElement(SuspenseAtOnce, { fallback: createElement('i', null, 'loading'), inSlices, children });

test('a boundary mounts again when its own part has loaded, not when another one does', async () => {
  const fields = part('the fields');
  const palette = part('the palette');
  act(() => root.render(createElement('div', null, boundary(createElement(fields.Part)), boundary(createElement(palette.Part)))));

  const waiting = container.querySelector('i');
  await palette.arrive();
  expect(container.textContent).toBe('loadingthe palette');
  expect(container.querySelector('i')).toBe(waiting); // the same fallback: its boundary was not mounted again

  await fields.arrive();
  expect(container.textContent).toBe('the fieldsthe palette');
  expect([fields.mounts.count, palette.mounts.count]).toEqual([1, 1]);
});

test('in slices, the part shows once its code has loaded too', async () => {
  vi.useFakeTimers();
  const details = part('the details');
  const header = part('the header');
  act(() => root.render(createElement('div', null, boundary(createElement(details.Part), true), boundary(createElement(header.Part), true))));

  await details.arrive();
  await header.arrive(); // while the details' mount waits in its transition
  await act(async () => { await vi.runOnlyPendingTimersAsync(); }); // the transition's slices are the scheduler's tasks
  expect(container.textContent).toBe('the detailsthe header');
  expect([details.mounts.count, header.mounts.count]).toEqual([1, 1]);
});

test('a part already loaded renders at once, without a fallback', async () => {
  const header = part('the header');
  act(() => root.render(boundary(createElement(header.Part))));
  await header.arrive();
  act(() => root.render(null));

  act(() => root.render(boundary(createElement(header.Part))));
  expect(container.textContent).toBe('the header');
});

test('a part React has shown by itself is not mounted again by the retry that was on its way', async () => {
  // A retry is a transition: an urgent render of the boundary (a key pressed, a live change) before it comes shows
  // the part whose code has arrived, and the retry, rendered after it, must leave it be.
  const picker = part('the picker');
  let rerender!: () => void;
  function Editor() {
    const [renders, setRenders] = useState(0);
    rerender = () => setRenders(renders + 1);
    return boundary(createElement(picker.Part), true);
  }
  act(() => root.render(createElement(Editor)));

  await act(async () => {
    picker.send();
    await new Promise((resolve) => setTimeout(resolve)); // the boundary has heard of the code: its retry is queued
    flushSync(rerender);
    expect(container.textContent).toBe('the picker');
  });
  expect(picker.mounts.count).toBe(1);
});
