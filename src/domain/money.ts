/**
 * Money as the API takes it: dollars (a JSON number), to the cent. Stored as integer cents.
 */

/**
 * True when `dollars` is exactly a whole number of cents: the double that JSON gives for some
 * `k/100` with `k` an integer (19.99, 21.5, 1000), and false for anything finer (19.999,
 * 0.30000000000000004, 2e-220) or not finite.
 *
 * Zod's `multipleOf(0.01)` is not used because it compares the two numbers' decimals through
 * `toFixed`: 2.18e-220 passes it (`toFixed(21)` is all zeros), and the amount then rounds to 0
 * cents, which a pay's CHECK refuses (a 500) and a rate stores as 0 (a silent change).
 */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.round(dollars * 100) / 100 === dollars;
}
