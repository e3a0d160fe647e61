/**
 * Unit conversion, in one place. Datasets store native units (mm, deg C); indices and terms are in
 * inches and deg F (docs/requirements.md#display-formats).
 */
export type NativeUnit = 'mm' | 'degC';
export type IndexUnit = 'inch' | 'deg_F';

export const MM_PER_INCH = 25.4;

export const mmToInches = (mm: number): number => mm / MM_PER_INCH;
export const inchesToMm = (inches: number): number => inches * MM_PER_INCH;
export const celsiusToFahrenheit = (degC: number): number => (degC * 9) / 5 + 32;
export const fahrenheitToCelsius = (degF: number): number => ((degF - 32) * 5) / 9;

export const indexUnitOf: Readonly<Record<NativeUnit, IndexUnit>> = { mm: 'inch', degC: 'deg_F' };

/** A native value in its index unit (mm to inches, deg C to deg F). */
export const toIndexUnit = (value: number, unit: NativeUnit): number =>
  unit === 'mm' ? mmToInches(value) : celsiusToFahrenheit(value);
