import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUDIO_RULE, fileProblem, HEX_COLOUR, LOGO_RULE, sixDigit } from '../src/features/settings/model/file-rules.ts';

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('the Account Settings upload rules', () => {
  it('takes a JPEG, PNG or GIF logo of at most 3,000,000 bytes', () => {
    for (const f of [
      file('logo.png', 'image/png'),
      file('LOGO.JPG', 'image/jpeg'),
      file('logo.jpeg', ''),
      file('logo.gif', 'image/gif', 3_000_000),
    ]) {
      assert.equal(fileProblem(LOGO_RULE, f), null, f.name);
    }
  });

  it('refuses another type with admin-setting-logo-format-error, before its size', () => {
    for (const f of [
      file('notes.txt', 'text/plain'),
      file('logo.webp', 'image/webp'),
      file('logo', 'image/png'),
      file('logo.png', 'text/plain', 9_000_000),
    ]) {
      assert.equal(fileProblem(LOGO_RULE, f), 'admin-setting-logo-format-error', f.name);
    }
  });

  it('refuses a logo over 3,000,000 bytes with admin-setting-logo-size-error', () => {
    assert.equal(fileProblem(LOGO_RULE, file('logo.png', 'image/png', 3_000_001)), 'admin-setting-logo-size-error');
  });

  it('takes mp3, wav and aac audio only', () => {
    for (const name of ['a.mp3', 'a.wav', 'a.aac']) assert.equal(fileProblem(AUDIO_RULE, file(name, '')), null, name);
    for (const name of ['a.ogg', 'a.m4a', 'a.flac']) {
      assert.equal(fileProblem(AUDIO_RULE, file(name, '')), 'admin-setting-audio-format-error', name);
    }
  });
});

describe('the theme colours', () => {
  it('are #rgb or #rrggbb in any case', () => {
    for (const c of ['#abc', '#ABC', '#f48226', '#F48226']) assert.ok(HEX_COLOUR.test(c), c);
    for (const c of ['abc', '#abcd', '#f4822', 'orange', '#ggg', '#f482266']) assert.ok(!HEX_COLOUR.test(c), c);
  });

  it('give the colour picker six digits', () => {
    assert.equal(sixDigit('#AbC'), '#aabbcc');
    assert.equal(sixDigit('#f48226'), '#f48226');
  });
});
