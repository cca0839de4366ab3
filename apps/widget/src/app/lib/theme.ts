// The two built-in themes (spec §3: 'blue-' plus light or dark, default blue-dark).
export type ThemeName = 'blue-dark' | 'blue-light';

export const resolveTheme = (theme: string | undefined): ThemeName =>
  theme === 'blue-light' ? 'blue-light' : 'blue-dark';
