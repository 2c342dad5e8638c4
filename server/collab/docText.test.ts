import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docFromUpdates, editTexts, inspectUpdate, longestText, readTexts, seedUpdate } from './docText.ts';

describe('record docs', () => {
  it('seeds a doc from the columns and reads the texts back', () => {
    const doc = docFromUpdates([seedUpdate({ descr: 'Oil leak', note: '' })]);
    expect(readTexts(doc, 'issue')).toEqual({ descr: 'Oil leak', note: '', effNote: '' });
    expect(longestText(doc, 'issue')).toBe(8);
  });

  it('applies a new column value as an edit that merges with concurrent typing', () => {
    const seed = seedUpdate({ comments: 'Coil tuned.' });
    const server = docFromUpdates([seed]);
    const typist = docFromUpdates([seed]);
    typist.getText('comments').insert(0, 'Note: ');

    const edit = editTexts(server, { comments: 'Coil tuned twice.' })!;
    expect(edit).not.toBeNull();
    Y.applyUpdate(typist, edit);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(typist));
    expect(server.getText('comments').toString()).toBe('Note: Coil tuned twice.');
    expect(typist.getText('comments').toString()).toBe('Note: Coil tuned twice.');
    expect(editTexts(server, { comments: 'Note: Coil tuned twice.' })).toBeNull();
  });

  it('measures what an update inserts and refuses what is not text of the kind', () => {
    const doc = new Y.Doc();
    doc.getText('descr').insert(0, 'twelve chars');
    expect(inspectUpdate(Y.encodeStateAsUpdate(doc), 'issue')).toEqual({ inserted: 12, problem: null });

    const wrongField = new Y.Doc();
    wrongField.getText('comments').insert(0, 'x');
    expect(inspectUpdate(Y.encodeStateAsUpdate(wrongField), 'issue').problem).toBe('comments is not a text field of a issue');

    const map = new Y.Doc();
    map.getMap('descr').set('k', 'v');
    expect(inspectUpdate(Y.encodeStateAsUpdate(map), 'issue').problem).toBe('only plain text belongs in these fields');

    const embed = new Y.Doc();
    embed.getText('descr').insertEmbed(0, { image: 'x' });
    expect(inspectUpdate(Y.encodeStateAsUpdate(embed), 'issue').problem).toBe('only plain text belongs in these fields');
  });

  it('refuses text the columns may not hold, wherever it is inserted', () => {
    const doc = new Y.Doc();
    doc.getText('note').insert(0, 'line 1\n\tline 2 😀');
    const before = Y.encodeStateVector(doc);
    expect(inspectUpdate(Y.encodeStateAsUpdate(doc), 'issue').problem).toBeNull();
    doc.getText('note').insert(3, 'x\u0000y');
    expect(inspectUpdate(Y.encodeStateAsUpdate(doc, before), 'issue').problem).toBe('the text must not contain control character U+0000');
  });
});
