import { describe, expect, it } from 'vitest';
import { charCount, GROUP_NAME_RULE, INFO_NAME_RULE, MAIL_ADDRESS_RULE, textProblem } from './text-rules.ts';

describe('textProblem (part 2 §5: group name required, at most 20 characters)', () => {
  it.each([
    ['', { key: 'requiredField' }],
    ['   ', { key: 'requiredField' }],
    ['\u3000\t', { key: 'requiredField' }],
    [' Line A ', null],
    ['A', null],
    ['12345678901234567890', null],
    ['123456789012345678901', { key: 'pleaseEnterWithinCharacters', num: 20 }],
    ['組立工場'.repeat(5), null],
    ['組立工場'.repeat(5) + '棟', { key: 'pleaseEnterWithinCharacters', num: 20 }],
    ['😀'.repeat(20), null],
  ])('%j → %j', (text, problem) => {
    expect(textProblem(GROUP_NAME_RULE, text)).toEqual(problem);
  });

  it('counts a surrogate pair as one character', () => {
    expect(charCount('😀a')).toBe(2);
  });

  it('lets an optional text be empty or spaces', () => {
    expect(textProblem({ required: false, maxLength: 40 }, '')).toBeNull();
    expect(textProblem({ required: false, maxLength: 40 }, '  ')).toBeNull();
  });
});

describe('textProblem with a pattern (part 2 §5: an alarm-mail address is required)', () => {
  it.each([
    ['', { key: 'requiredField' }],
    ['a@example.com', null],
    ['first.last+tag@mail.example.co.jp', null],
    ['a@example', { key: 'invalidFormat' }],
    ['a b@example.com', { key: 'invalidFormat' }],
    ['a@@example.com', { key: 'invalidFormat' }],
    ['@example.com', { key: 'invalidFormat' }],
    ['a@example..com', { key: 'invalidFormat' }],
    [`${'a'.repeat(310)}@example.com`, { key: 'pleaseEnterWithinCharacters', num: 320 }],
  ])('%s', (text, problem) => {
    expect(textProblem(MAIL_ADDRESS_RULE, text)).toEqual(problem);
  });
});

describe('textProblem of a notification name (part 2 §5: required, at most 100, exceedMaxCharacters)', () => {
  it.each([
    ['', { key: 'requiredField' }],
    ['x'.repeat(100), null],
    ['x'.repeat(101), { key: 'exceedMaxCharacters', num: 100 }],
  ])('%s', (text, problem) => {
    expect(textProblem(INFO_NAME_RULE, text)).toEqual(problem);
  });
});
