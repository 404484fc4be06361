// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantQuery } from '../applicant-query';
import { ApplicantFilters, type QueryChange } from './applicant-filters';

/** Each change the form asked for, as the page turns it into the address: a new step or not. */
type Step = { q: string | undefined; adds: boolean };

/** The form on a page whose address follows its changes at once (the query is the address). */
function Page({ steps }: { steps: Step[] }) {
  const [query, setQuery] = useState<ApplicantQuery>({ q: '', sort: 'newest', page: 1 });
  const onChange: QueryChange = (change, options) => {
    steps.push({ q: change.q, adds: options?.typing !== true });
    setQuery((current) => ({ ...current, ...change }));
  };
  return <ApplicantFilters query={query} lectures={[]} onChange={onChange} />;
}

describe('the applicants search box and the history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const box = () => screen.getByRole('searchbox', { name: '검색어' });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
  const pause = () =>
    void act(() => {
      vi.advanceTimersByTime(300);
    });
  const enter = () => fireEvent.submit(box().closest('form')!);

  it('gives a search one step whether Enter comes before or after the 300 ms pause', () => {
    const steps: Step[] = [];
    render(<Page steps={steps} />);

    // Typed, a pause (searched), more typed, a pause, then Enter: one step, replaced.
    type('김');
    pause();
    type('김하');
    pause();
    enter();
    expect(steps).toEqual([
      { q: '김', adds: true },
      { q: '김하', adds: false },
    ]);

    // The next search is a step of its own (back returns to 김하), however it is sent.
    type('01012');
    pause();
    enter();
    type('없는이름');
    enter();
    expect(steps.slice(2)).toEqual([
      { q: '01012', adds: true },
      { q: '없는이름', adds: true },
    ]);
  });
});
