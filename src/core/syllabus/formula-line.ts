/**
 * A formula is not a reading: study guides list key equations as bullets (`Kw = [H₃O⁺][OH⁻] ≈ 1.0 ×
 * 10⁻¹⁴ at 25 °C`, `ΔG = ΔH − TΔS`). A relation sign between spaces together with the marks of
 * written mathematics (sub- and superscripts, Greek capitals, ×, √, ∝) says the span is an equation.
 */
const RELATION = / (?:=|≈|≤|≥|∝|→) /;
const MATH_MARK = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻₀₁₂₃₄₅₆₇₈₉₊₋ΔΣΠΩ×√∝·]/;

export function isFormula(text: string): boolean {
  return RELATION.test(text) && MATH_MARK.test(text);
}
