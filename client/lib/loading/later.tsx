// Parts of the first screen that only matter once someone reaches for them (a dropdown, a menu, a tooltip) paint
// first as a look-alike without their code, and become the real thing once the first screen has shown
// (afterFirstScreen.ts): Mantine's popovers and floating-ui, a sixth of the lists' first screen, load after it.
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstScreen } from './afterFirstScreen.ts';
import { loadUntilLoaded } from './loadUntilLoaded.ts';

/**
 * What the stand-in gets besides the props: `reach` when someone has pressed it (clicked: the real one then opens;
 * not on the press's start, or its click would land on the real one, open, and close it), `prepare` when it is
 * about to be used (focused: the real one takes the focus, closed).
 */
export interface StandInProps { reach: () => void; prepare: () => void }
/** What the loaded component gets besides the props: whether the stand-in was pressed (a menu then opens). */
export interface LoadedProps { reached: boolean }

/**
 * A component that renders `StandIn` (a look-alike with the same props and size) until `load`'s component has
 * loaded after the first screen, or at once when the stand-in is reached for, and that component from then on.
 * `load` must import a module of the app's own (not a package's index), so that the bundler splits what only it
 * uses into a chunk of its own.
 */
export function later<P extends object>(
  load: () => Promise<ComponentType<P & LoadedProps>>,
  StandIn: ComponentType<P & StandInProps>,
): ComponentType<P> {
  let Loaded: ComponentType<P & LoadedProps> | null = null;
  let loading: Promise<void> | undefined;
  let reached = false;
  const shown = new Set<(component: ComponentType<P & LoadedProps>) => void>();
  // Offline as it loads, the stand-in stays until the network is back.
  const loadNow = () => (loading ??= loadUntilLoaded(load).then((component) => {
    Loaded = component;
    for (const show of shown) show(component);
  }));
  const prepare = () => void loadNow();
  const reach = () => {
    reached = true;
    prepare();
    // Loaded already, its swap may still wait in a transition that renders it closed: now it renders at once, open.
    if (Loaded) for (const show of shown) show(Loaded);
  };

  return function Later(props: P) {
    const [Component, setComponent] = useState<ComponentType<P & LoadedProps> | null>(() => Loaded);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    useEffect(() => {
      if (Component) {
        reached = false; // it has rendered, opened if it was pressed (a mount-time prop: defaultOpened)
        return;
      }
      // Not while the stand-in is pressed: the press's click would land on neither (down on the stand-in, up on the
      // real thing) and be lost. The swap waits for the press to end, which comes before its click.
      let press: AbortController | null = null;
      let waiting: ComponentType<P & LoadedProps> | null = null;
      const show = (component: ComponentType<P & LoadedProps>) => {
        if (press && !reached) {
          waiting = component;
          return;
        }
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        // Reached for, it opens at once; loaded in the background, the swaps render in slices (a transition).
        if (reached) setComponent(() => component);
        else startTransition(() => setComponent(() => component));
      };
      const release = () => {
        press?.abort();
        press = null;
        if (waiting) show(waiting);
      };
      const pressed = () => {
        press?.abort();
        press = new AbortController();
        for (const end of ['pointerup', 'pointercancel']) window.addEventListener(end, release, { capture: true, signal: press.signal });
      };
      const element = box.current;
      element?.addEventListener('pointerdown', pressed, true);
      shown.add(show);
      void afterFirstScreen().then(loadNow);
      return () => {
        shown.delete(show);
        element?.removeEventListener('pointerdown', pressed, true);
        press?.abort();
      };
    }, [Component]);
    // The focus stays where it was: a keyboard user on the stand-in is on the real thing after the swap.
    useLayoutEffect(() => {
      if (!Component || !hadFocus.current) return;
      hadFocus.current = false;
      if (!box.current?.contains(document.activeElement)) box.current?.querySelector<HTMLElement>('button, input, [tabindex]')?.focus();
    }, [Component]);
    return (
      <span ref={box} style={{ display: 'contents' }} data-later={Component ? 'loaded' : 'stand-in'}>
        {Component ? <Component {...props} reached={reached} /> : <StandIn {...props} reach={reach} prepare={prepare} />}
      </span>
    );
  };
}
