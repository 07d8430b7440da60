/**
 * The sigle of the Italian provinces and metropolitan cities (the 107 of the ISTAT list), plus the Sardinian sigle
 * still found on registry records (CI, OG, OT, VS: abolished in 2016, some revived by the 2025 Sardinian reform).
 * An outlet's province must be one of them: "XX" or "Bari" is refused (issue 16), in the outlet form, the API and
 * the registry import alike.
 */
export const PROVINCE_CODES = [
  'AG', 'AL', 'AN', 'AO', 'AP', 'AQ', 'AR', 'AT', 'AV', 'BA', 'BG', 'BI', 'BL', 'BN', 'BO', 'BR', 'BS', 'BT', 'BZ',
  'CA', 'CB', 'CE', 'CH', 'CL', 'CN', 'CO', 'CR', 'CS', 'CT', 'CZ', 'EN', 'FC', 'FE', 'FG', 'FI', 'FM', 'FR', 'GE',
  'GO', 'GR', 'IM', 'IS', 'KR', 'LC', 'LE', 'LI', 'LO', 'LT', 'LU', 'MB', 'MC', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT',
  'NA', 'NO', 'NU', 'OR', 'PA', 'PC', 'PD', 'PE', 'PG', 'PI', 'PN', 'PO', 'PR', 'PT', 'PU', 'PV', 'PZ', 'RA', 'RC',
  'RE', 'RG', 'RI', 'RM', 'RN', 'RO', 'SA', 'SI', 'SO', 'SP', 'SR', 'SS', 'SU', 'SV', 'TA', 'TE', 'TN', 'TO', 'TP',
  'TR', 'TS', 'TV', 'UD', 'VA', 'VB', 'VC', 'VE', 'VI', 'VR', 'VT', 'VV',
  'CI', 'OG', 'OT', 'VS',
] as const;

const PROVINCES = new Set<string>(PROVINCE_CODES);

/** Whether `code` (upper case) is the sigla of an Italian province. */
export function isProvinceCode(code: string): boolean {
  return PROVINCES.has(code);
}
