/**
 * The live index chart draws the index to date, the historical band, and the trigger and exhaust
 * lines over the whole period (recharts' ResponsiveContainer is given a size: jsdom has no layout).
 */
import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makePolicyIndex } from '../../test/policy-index-fixtures.js';
import PolicyIndexChart from './policy-index-chart.js';

vi.mock('recharts', async (importOriginal) => {
  const original = await importOriginal<typeof import('recharts')>();
  return {
    ...original,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 480, height: 260 }),
  };
});

describe('PolicyIndexChart', () => {
  it('draws the index line, the historical band, and the trigger and exhaust lines', () => {
    const { container, getByText } = render(<PolicyIndexChart policyIndex={makePolicyIndex()} />);
    expect(container.querySelector('.recharts-wrapper')).toBeTruthy();
    expect(container.querySelectorAll('.recharts-reference-line')).toHaveLength(2);
    expect(getByText('Trigger')).toBeTruthy();
    expect(getByText('Exhaust')).toBeTruthy();
    expect(getByText('Index to date')).toBeTruthy();
    expect(getByText('Historical range')).toBeTruthy();
    expect(container.querySelector('.recharts-line-curve')).toBeTruthy();
    expect(container.querySelector('.recharts-area-area')).toBeTruthy();
  });
});
