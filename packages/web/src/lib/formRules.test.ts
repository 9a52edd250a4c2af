import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { GROUP_NAME_RULE } from '@airsight/contracts/domain/text-rules';
import { problemText, textRulesResolver } from './formRules.ts';

const resolve = textRulesResolver<{ groupName: string; devices: string[] }>({ groupName: GROUP_NAME_RULE });
const options = {} as ResolverOptions<{ groupName: string; devices: string[] }>;

describe('textRulesResolver (part 2 §5: group name required, at most 20 characters)', () => {
  it.each([
    ['', 'requiredField', 0],
    ['123456789012345678901', 'pleaseEnterWithinCharacters', 20],
  ])('%j → %s', async (groupName, key, num) => {
    const result = await resolve({ groupName, devices: [] }, undefined, options);
    const error = result.errors.groupName!;
    expect(problemText(error.type as string, error.message)).toEqual({ key, num });
    expect(result.values).toEqual({});
  });

  it('passes the values of a valid form through', async () => {
    const values = { groupName: '12345678901234567890', devices: ['a'] };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
