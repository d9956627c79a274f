const HEX12 = /^[0-9A-F]{12}$/;

/**
 * The one form a MAC address is stored, claimed and looked up in: `AA:BB:CC:DD:EE:FF`.
 * Accepts colons, dashes, Cisco dots or bare hex in any case; null when it is not a MAC.
 *
 * @example normaliseMac('aa-bb-cc-dd-ee-0f') // 'AA:BB:CC:DD:EE:0F'
 */
export function normaliseMac(raw: string): string | null {
  const trimmed = raw.trim().toUpperCase();
  if (!/^[0-9A-F:.-]+$/.test(trimmed)) return null;
  const groups = trimmed.split(/[:.-]/);
  // separators must split evenly: 6 pairs (AA:BB…), 3 quads (AABB.CCDD.EEFF) or none
  const shaped = [1, 3, 6].includes(groups.length) && groups.every((g) => g.length === 12 / groups.length);
  const hex = groups.join('');
  if (!shaped || !HEX12.test(hex)) return null;
  return hex.match(/../g)?.join(':') ?? null;
}
