import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ANY_COUNSELLOR } from '@shared/booking';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koBooking } from '@/copy/ko-booking';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { parseId } from '@/lib/ids';
import { useGetSiteQuery } from '@/lib/site';
import type { BookingSlot, NearbySlot } from '../../../forms/appointment-time/api';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';
import { AppointmentTimePicker } from '../../../forms/appointment-time/appointment-time-picker';
import { useBookingProgramQuery, useProgramQuery } from '../api';
import { forgetBookingDraft, readBookingDraft, useKeptBookingDraft } from '../booking-draft';
import { BookingConfirmation } from '../components/booking-confirmation';
import { DepositChoice, DepositNote } from '../components/deposit-choice';
import { DepositPaid, DepositUnpaid } from '../components/deposit-return';
import { PackagePayLink } from '../components/package-pay-link';
import { PayLink } from '../components/pay-link';
import { BookingFrame } from '../components/booking-frame';
import { BookingConsent, FamilyFields } from '../components/family-fields';
import { ProofStep } from '../components/proof-step';
import { SlotTaken } from '../components/slot-taken';
import { CounsellorChoice, TypeChoice } from '../components/type-choice';
import type { BookedState, BookingType, DepositMethod, Program } from '../types';
import { formatWon } from '@/lib/format';
import { useBookingSubmit } from '../use-booking-submit';
import '@/forms/forms.css';
import './booking.css';

const codeOf = (caught: unknown) => (caught as { data?: { code?: unknown } } | null)?.data?.code;
const slotTakenRefusal = (caught: unknown) => codeOf(caught) === 'SLOT_TAKEN';
const tooMany = (caught: unknown) => codeOf(caught) === 'TOO_MANY_APPOINTMENTS';

function bookedFrom(state: unknown): BookedState['booked'] | null {
  const booked = (state as Partial<BookedState> | null)?.booked;
  return booked && typeof booked.id === 'number' ? booked : null;
}

/** Only web links may become the outside booking button (never `javascript:` and the like). */
function safeExternalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * /program/:id/booking (issue 37): a parent books a counsellor's time. Type, counsellor or
 * 상관없음, a day with time, a start time, the family's proven contact, the guardian's and child's
 * names and school year, the consent; then the confirmation. A program with no appointment types
 * keeps its outside booking link.
 */
export function BookingPage() {
  const params = useParams();
  const id = parseId(params.id);
  // The deposit's payment window came back: paid, or not (/program/:id/booking/:outcome/:aid);
  // or a staff booking's payment link (/program/:id/booking/pay/:token), or a 회기권's
  // (/program/:id/booking/package/:token).
  const returned = parseId(params.appointmentId);
  const outcome = params.outcome === 'paid' || params.outcome === 'unpaid' ? params.outcome : null;
  const payToken = params.outcome === 'pay' ? params.appointmentId : undefined;
  const packageToken = params.outcome === 'package' ? params.appointmentId : undefined;
  const location = useLocation();
  const booked = bookedFrom(location.state);
  const program = useProgramQuery(id);
  const offer = useBookingProgramQuery(id ?? 0, {
    skip:
      id === undefined ||
      !!booked ||
      returned !== undefined ||
      payToken !== undefined ||
      packageToken !== undefined,
  });
  const title = program.data?.title ?? koBooking.pageTitle;
  // The confirmation names the centre's address: read it while the family books.
  useGetSiteQuery();

  let body;
  if (
    id === undefined ||
    errorStatus(program.error) === 404 ||
    errorStatus(program.error) === 400
  ) {
    body = (
      <>
        <StatusMessage tone="error">{koBooking.notFound}</StatusMessage>
        <Link to={paths.programs} className={buttonClassName('secondary')}>
          {koBooking.backToProgram}
        </Link>
      </>
    );
  } else if (payToken !== undefined) {
    body = <PayLink token={payToken} />;
  } else if (packageToken !== undefined) {
    body = <PackagePayLink token={packageToken} />;
  } else if (returned !== undefined && outcome === 'paid') {
    body = <DepositPaid programId={id} appointmentId={returned} />;
  } else if (returned !== undefined && outcome === 'unpaid') {
    body = <DepositUnpaid programId={id} appointmentId={returned} />;
  } else if (booked) {
    body = <BookingConfirmation appointment={booked} programId={id} />;
  } else if (offer.isLoading || program.isLoading) {
    body = <PageLoading />;
  } else if (offer.isError || program.isError || !offer.data || !program.data) {
    body = (
      <div>
        <StatusMessage tone="error">
          {`${koBooking.loadFailed} ${errorMessage(offer.error)}`}
        </StatusMessage>
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          {koBooking.retry}
        </Button>
      </div>
    );
  } else if (offer.data.types.length === 0) {
    body = <OutsideBooking program={program.data} />;
  } else {
    body = <BookingForm programId={id} types={offer.data.types} />;
  }

  return (
    <BookingFrame title={title} eyebrow={koBooking.pageTitle}>
      {body}
    </BookingFrame>
  );
}

function OutsideBooking({ program }: { program: Program }) {
  const t = koBooking.external;
  const url = safeExternalUrl(program.naver_url);
  return (
    <div className="booking-outside">
      <p>{url ? t.lead : t.none}</p>
      <div className="button-row">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName('primary', 'btn--large')}
          >
            {t.button} <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        ) : null}
        <Link to={paths.program(program.id)} className={buttonClassName('secondary', 'btn--large')}>
          {koBooking.backToProgram}
        </Link>
      </div>
    </div>
  );
}

function BookingForm({ programId, types }: { programId: number; types: readonly BookingType[] }) {
  const t = koBooking;
  const navigate = useNavigate();
  const location = useLocation();
  // What was chosen and typed before a reload, while its type is still offered.
  const [draft] = useState(() => {
    const kept = readBookingDraft(programId);
    return kept && types.some((each) => each.id === kept.typeId) ? kept : null;
  });
  const [typeId, setTypeId] = useState<number | null>(
    draft?.typeId ?? (types.length === 1 ? types[0].id : null),
  );
  const [counsellor, setCounsellor] = useState<string>(draft?.counsellor ?? ANY_COUNSELLOR);
  const [date, setDate] = useState<string | null>(draft?.date ?? null);
  const [slot, setSlot] = useState<Pick<BookingSlot, 'start'> | null>(
    draft?.start ? { start: draft.start } : null,
  );
  const [proven, setProven] = useState(false);
  const [taken, setTaken] = useState<NearbySlot[] | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const type = types.find((each) => each.id === typeId) ?? null;
  const onProvenChange = useCallback((next: boolean) => setProven(next), []);

  const [depositMethod, setDepositMethod] = useState<DepositMethod>('카드');
  const { form, onSubmit } = useBookingSubmit({
    initial: draft ?? undefined,
    typeId,
    counsellor,
    start: slot?.start ?? null,
    proven,
    depositMethod,
    onBooked: (appointment) => {
      forgetBookingDraft(programId);
      void navigate(location.pathname, { replace: true, state: { booked: appointment } });
    },
    onPaying: (appointment, failure) => {
      // The window did not open or was closed: the held time waits on the not-paid view.
      forgetBookingDraft(programId);
      const query = new URLSearchParams();
      if (failure.code) query.set('code', failure.code);
      if (failure.message) query.set('message', failure.message);
      void navigate(
        `${paths.programBooking(programId)}/unpaid/${appointment.id}?${query.toString()}`,
      );
    },
    onTaken: setTaken,
    onUnproven: () => setProven(false),
    onRefused: () => window.setTimeout(() => summary.current?.focus(), 0),
  });

  const { guardianName, childName, childSchoolYear } = form.values;
  const kept = useMemo(
    () => ({
      typeId,
      counsellor,
      date,
      start: slot?.start ?? null,
      guardianName,
      childName,
      childSchoolYear,
    }),
    [typeId, counsellor, date, slot, guardianName, childName, childSchoolYear],
  );
  useKeptBookingDraft(programId, kept);

  const chooseTime = (next: { start: string; date?: string }) => {
    if (next.date) setDate(next.date);
    setSlot({ start: next.start });
    setTaken(null);
  };

  return (
    <div className="booking-form">
      <p className="booking-form__lead">{t.lead}</p>
      <TypeChoice
        types={types}
        typeId={typeId}
        onChange={(next) => {
          setTypeId(next);
          setCounsellor(ANY_COUNSELLOR);
          setDate(null);
          setSlot(null);
        }}
      />
      {type ? (
        <>
          <CounsellorChoice
            type={type}
            counsellor={counsellor}
            onChange={(next) => {
              setCounsellor(next);
              setDate(null);
              setSlot(null);
            }}
          />
          <div className="form-section" id="booking-time-step" tabIndex={-1}>
            <AppointmentTimePicker
              typeId={type.id}
              counsellor={counsellor}
              maxAheadDays={type.maxAheadDays}
              date={date}
              start={slot?.start ?? null}
              onDate={(next) => {
                setDate(next);
                setSlot(null);
              }}
              onTime={(next) => chooseTime(next)}
              idPrefix="booking"
            />
            {form.errors.time ? (
              <p className="field-error" role="alert">
                {form.errors.time}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {slot ? (
        <>
          <ProofStep error={form.errors.proof} onProvenChange={onProvenChange} />
          <form
            className="booking-details"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={form.submitting}
          >
            <FamilyFields field={form.field} />
            {type && type.deposit > 0 ? (
              <>
                <DepositNote
                  deposit={type.deposit}
                  price={type.price}
                  cancelDeadlineHours={type.cancelDeadlineHours}
                  formatWon={formatWon}
                />
                <DepositChoice method={depositMethod} onChange={setDepositMethod} />
              </>
            ) : null}
            <BookingConsent
              checked={form.values.agree}
              error={form.errors.agree}
              onChange={(checked) => form.setValue('agree', checked)}
            />
            {taken && form.refusal ? (
              <SlotTaken
                ref={summary}
                message={form.refusal.messages[0] ?? ''}
                nearest={taken}
                onChoose={(next) => {
                  chooseTime(next);
                  window.setTimeout(() => submitButton.current?.focus(), 0);
                }}
              />
            ) : form.refusal && !slotTakenRefusal(form.refusal.caught) ? (
              <div ref={summary} className="form-error-summary" role="alert" tabIndex={-1}>
                <p className="form-error-summary__title">{t.summaryTitle}</p>
                <ul>
                  {(form.refusal.messages.length > 0
                    ? form.refusal.messages
                    : [errorMessage(form.refusal.caught as Parameters<typeof errorMessage>[0])]
                  ).map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
                {tooMany(form.refusal.caught) ? <Link to={paths.myInfo}>{t.tooMany}</Link> : null}
              </div>
            ) : null}
            <div className="sticky-bar">
              <button
                ref={submitButton}
                type="submit"
                className={buttonClassName('primary', 'btn--large btn--block')}
                disabled={form.submitting}
              >
                {form.submitting
                  ? t.submitting
                  : type && type.deposit > 0
                    ? t.submitDeposit(formatWon(type.deposit))
                    : t.submit(appointmentWhen(slot.start))}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </div>
  );
}

export default BookingPage;
