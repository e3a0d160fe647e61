/**
 * The live index chart draws the index to date, the historical band, and the trigger and exhaust
 * lines over the whole period. jsdom has no layout: the chart's responsive box measures 480 x 260,
 * as a browser would lay it out (a spy, restored after the test; a module mock of recharts would not
 * apply in a worker that has already loaded recharts for another file).
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePolicyIndex } from '../../test/policy-index-fixtures.js';
import PolicyIndexChart from './policy-index-chart.js';

describe('PolicyIndexChart', () => {
  it('draws the index line, the historical band, and the trigger and exhaust lines', () => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? new DOMRect(0, 0, 480, 260)
        : measure.call(this);
    });
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
