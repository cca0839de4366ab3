// R-WIX-9: the slider payload and its defaults (step 1, 0 to 100).
export interface SliderSpec {
  defaultValue: number;
  canCancel: boolean;
  label: string;
  step: number;
  minValue: number;
  maxValue: number;
  size: 'small' | 'medium' | 'large';
  valueLabel: string;
}

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() && Number.isFinite(Number(v))
      ? Number(v)
      : fallback;

export function readSlider(p: Record<string, unknown>): SliderSpec {
  let minValue = num(p.minValue, 0);
  let maxValue = num(p.maxValue, 100);
  if (maxValue < minValue) [minValue, maxValue] = [maxValue, minValue];
  const step = num(p.step, 1) > 0 ? num(p.step, 1) : 1;
  const wanted = num(p.defaultValue, minValue);
  return {
    defaultValue: Math.min(maxValue, Math.max(minValue, wanted)),
    canCancel: p.canCancel === true,
    label: typeof p.label === 'string' ? p.label : '',
    step,
    minValue,
    maxValue,
    size: p.size === 'small' || p.size === 'large' ? p.size : 'medium',
    valueLabel: typeof p.valueLabel === 'string' ? p.valueLabel : '',
  };
}
