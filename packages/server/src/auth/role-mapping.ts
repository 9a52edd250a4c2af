/**
 * Portal roles from an external issuer's claims (docs/sign-in.md, "Roles from the issuer"): OIDC_ROLE_CLAIM
 * names the claim (Entra ID app roles: `roles`; Keycloak groups: `groups`), OIDC_ROLE_MAP maps its values
 * to a device group and flags, e.g. `AirSight.Supplier=supplier+admin+map,AirSight.Acme=acme+admin`.
 * The first rule (in the map's order) whose value the claim holds wins, so list the widest access first.
 */

export interface RoleRule {
  /** A value of the claim, as the issuer sends it. */
  value: string;
  /** The device group that becomes the user's root group (its Login role). */
  deviceGroupId: string;
  /** The admin flag of user administration. */
  admin: boolean;
  map: boolean;
}

export interface RoleMapping {
  claim: string;
  rules: readonly RoleRule[];
}

const FLAGS = new Set(['admin', 'map']);

/** The rules of an OIDC_ROLE_MAP text; throws an Error that says what is wrong with it. */
export function parseRoleMap(text: string): RoleRule[] {
  const rules: RoleRule[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const at = entry.lastIndexOf('=');
    const value = entry.slice(0, at).trim();
    const [deviceGroupId = '', ...flags] = entry
      .slice(at + 1)
      .split('+')
      .map((p) => p.trim());
    if (at <= 0 || !value || !deviceGroupId) {
      throw new Error(`"${entry}" is not VALUE=DEVICE_GROUP_ID[+admin][+map]`);
    }
    const unknown = flags.find((f) => !FLAGS.has(f));
    if (unknown !== undefined) throw new Error(`"${entry}": unknown flag "${unknown}" (admin or map)`);
    rules.push({ value, deviceGroupId, admin: flags.includes('admin'), map: flags.includes('map') });
  }
  if (rules.length === 0) throw new Error('it names no rule');
  return rules;
}

/** The values of the claim: a string, or a list of strings (others are ignored). */
function claimValues(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The rule that grants the user its access, or undefined when no value of the claim is mapped. */
export function grantOf(mapping: RoleMapping, claims: Record<string, unknown>): RoleRule | undefined {
  const values = new Set(claimValues(claims, mapping.claim));
  return mapping.rules.find((rule) => values.has(rule.value));
}
