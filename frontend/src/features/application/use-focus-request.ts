import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { APPLICANT_FIELD_IDS } from './components/applicant-fields';
import { PARTICIPANT_FIELD_IDS } from './participant';
import type { FieldName } from './validation';

export type FocusTarget = FieldName | 'server';

/** The form's parts a problem can be in (the applicant fields are found by their ids). */
export type FocusRefs = {
  feesSection: RefObject<HTMLFieldSetElement | null>;
  firstFee: RefObject<HTMLInputElement | null>;
  consentSection: RefObject<HTMLFieldSetElement | null>;
  consentInput: RefObject<HTMLInputElement | null>;
  /** The application form's 알림 받을 방법 (the waiting-list form has none). */
  notifySection?: RefObject<HTMLFieldSetElement | null>;
  notifyInput?: RefObject<HTMLInputElement | null>;
  serverSummary: RefObject<HTMLDivElement | null>;
};

/**
 * Where a form's first problem is shown: `focus(target)` scrolls to it and puts the focus on its
 * control once it is on screen (the fee section, an applicant field, 알림 받을 방법, the consent
 * box, or the server's summary).
 */
export function useFocusRequest({
  feesSection,
  firstFee,
  consentSection,
  consentInput,
  notifySection,
  notifyInput,
  serverSummary,
}: FocusRefs) {
  const [request, setRequest] = useState<{ target: FocusTarget; at: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    const { target } = request;
    let section: HTMLElement | null;
    let control: HTMLElement | null;
    if (target === 'fees')
      [section, control] = [feesSection.current, firstFee.current ?? feesSection.current];
    else if (target === 'consent')
      [section, control] = [consentSection.current, consentInput.current];
    else if (target === 'notify')
      [section, control] = [notifySection?.current ?? null, notifyInput?.current ?? null];
    else if (target === 'server')
      [section, control] = [serverSummary.current, serverSummary.current];
    else {
      control = document.getElementById(
        { ...APPLICANT_FIELD_IDS, ...PARTICIPANT_FIELD_IDS }[target],
      );
      section = control?.closest<HTMLElement>('.field') ?? control;
    }
    section?.scrollIntoView({ block: target === 'server' ? 'center' : 'start', behavior });
    control?.focus({ preventScroll: true });
  }, [
    request,
    feesSection,
    firstFee,
    consentSection,
    consentInput,
    notifySection,
    notifyInput,
    serverSummary,
  ]);

  const focus = useCallback((target: FocusTarget) => setRequest({ target, at: Date.now() }), []);
  return focus;
}
