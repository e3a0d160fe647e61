import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { HEADER_HEIGHT } from '../components/layout.js';

/** Palette scales (50…950) and the semantic slots Chakra's `colorPalette` uses. */
const scale = (values: string[]) =>
  Object.fromEntries(
    [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((step, i) => [step, { value: values[i]! }]),
  );

const palette = (name: string, solid: number, contrast: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: `{colors.${name}.500}` },
});

const fontStack = 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'primary' },
    body: { bg: 'bg', color: 'fg', fontWeight: 'normal' },
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'primary.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      colors: {
        // Green primary, dark navy secondary, amber warning, red error (section 9).
        primary: scale([
          '#ebf9ee',
          '#cdefd5',
          '#a0e0b0',
          '#6bcb85',
          '#3fb562',
          '#279a49',
          '#1f7f3b',
          '#1a6a32',
          '#175629',
          '#134623',
          '#0a2914',
        ]),
        secondary: scale([
          '#eef2fa',
          '#d5deef',
          '#aebfe0',
          '#8199c9',
          '#5773ad',
          '#3a5590',
          '#2b4275',
          '#1f325c',
          '#162546',
          '#0f1f3d',
          '#08122a',
        ]),
        warning: scale([
          '#fff8e1',
          '#ffecb3',
          '#ffe082',
          '#ffd54f',
          '#ffca28',
          '#ffc107',
          '#ffb300',
          '#ffa000',
          '#ff8f00',
          '#e65c00',
          '#8a3a00',
        ]),
        danger: scale([
          '#fef2f2',
          '#fee2e2',
          '#fecaca',
          '#fca5a5',
          '#f87171',
          '#ef4444',
          '#dc2626',
          '#b91c1c',
          '#991b1b',
          '#7f1d1d',
          '#450a0a',
        ]),
      },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      fontWeights: {
        light: { value: '300' },
        normal: { value: '400' },
        medium: { value: '500' },
        semibold: { value: '600' },
        bold: { value: '700' },
      },
      sizes: { header: { value: HEADER_HEIGHT } },
    },
    semanticTokens: {
      colors: {
        primary: palette('primary', 600, '{colors.white}'),
        secondary: palette('secondary', 900, '{colors.white}'),
        warning: palette('warning', 500, '{colors.secondary.950}'),
        danger: palette('danger', 600, '{colors.white}'),
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
