/** The commissioning year worth showing (SPEC §2: only a year above 1000), or null. */
export function commissionedYear(year: number): number | null {
  return year > 1000 ? year : null;
}
