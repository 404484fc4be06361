import { useState } from 'react';
import { formatPhone, isCompletePhone, PHONE_MAX_LENGTH } from '@shared/format/phone';
import {
  INQUIRY_CONSENT,
  INQUIRY_LIMITS,
  INQUIRY_TOPIC_LABELS,
  INQUIRY_TOPICS,
  type InquiryTopic,
} from '@shared/inquiry';
import type { Schema } from '@shared/contract/schema';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { koSite } from '@/copy/ko-site';
import { PrivacyPolicyNote } from '@/forms/privacy-policy-note';
import { SelectField } from '@/forms/select-field';
import { TextAreaField } from '@/forms/text-area-field';
import { TextField } from '@/forms/text-field';
import { useForm, type FieldErrors } from '@/forms/use-form';
import '@/forms/forms.css';
import './inquiry-form.css';

const copy = koSite.inquiryForm;

interface InquiryValues {
  name: string;
  phone: string;
  email: string;
  topic: InquiryTopic | '';
  body: string;
  agree: boolean;
}

type InquiryField = 'name' | 'phone' | 'email' | 'topic' | 'body' | 'agree';

const ORDER: readonly InquiryField[] = ['name', 'phone', 'email', 'topic', 'body', 'agree'];
const EMPTY: InquiryValues = { name: '', phone: '', email: '', topic: '', body: '', agree: false };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^01[016789]-/;
const ID = (field: InquiryField) => `inquiry-${field}`;

/** The server's own checks, in its words (src/inquiries/dto/inquiry-form.dto.ts). */
function validate(values: InquiryValues): FieldErrors<InquiryField> {
  const errors: FieldErrors<InquiryField> = {};
  const name = values.name.trim();
  if (!name || name.length > INQUIRY_LIMITS.name) errors.name = copy.errors.name;
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone && !email) errors.phone = copy.errors.contact;
  else if (phone && (!MOBILE.test(phone) || !isCompletePhone(phone))) {
    errors.phone = copy.errors.phone;
  }
  if (email && (!EMAIL.test(email) || email.length > 254)) errors.email = copy.errors.email;
  if (!values.topic) errors.topic = copy.errors.topic;
  const body = values.body.trim().length;
  if (body < INQUIRY_LIMITS.bodyMin || body > INQUIRY_LIMITS.body) {
    errors.body = copy.errors.body(INQUIRY_LIMITS.bodyMin, INQUIRY_LIMITS.body);
  }
  if (!values.agree) errors.agree = copy.errors.consent;
  return errors;
}

/** POST /api/inquiry with fetch (the public pages keep RTK Query out of their bundle). */
async function send(values: InquiryValues): Promise<Schema<'InquirySent'>> {
  const body: Schema<'CreateInquiryDto'> = {
    name: values.name,
    phone: values.phone || null,
    email: values.email || null,
    topic: values.topic as InquiryTopic,
    body: values.body,
    agree: values.agree,
    consentVersion: INQUIRY_CONSENT.version,
  };
  let response: Response;
  try {
    response = await fetch('/api/inquiry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw { status: 'FETCH_ERROR' };
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw { status: response.status, data };
  return data as Schema<'InquirySent'>;
}

/**
 * 문의 남기기 (issue 35): name, how to answer (a mobile number for 알림톡, an e-mail, or both),
 * what about, the question, and the consent with its full text. Checked here in the server's
 * words, sent once; success is said in a status line and the form starts again empty.
 */
export function InquiryForm() {
  const [sent, setSent] = useState(false);
  const showAlert = useAlert();
  const form = useForm<InquiryValues, InquiryField>({
    initial: EMPTY,
    validate,
    order: ORDER,
    focus: (field) => document.getElementById(ID(field))?.focus(),
    // The form checks every field in the server's words first: what the server still refuses
    // (too many questions, a changed consent text, no connection) is said in the alert.
    onRefused: ({ messages }) =>
      void showAlert(messages.length ? `${copy.refused} ${messages.join(' ')}` : copy.failed),
  });
  const { values, errors, field, setValue, submitting } = form;

  const onSubmit = form.handleSubmit(async (current) => {
    setSent(false);
    await send(current);
    form.reset(EMPTY);
    setSent(true);
  });

  return (
    <section className="info-section" aria-labelledby="inquiry-form-heading">
      <h2 id="inquiry-form-heading" className="section-heading">
        {copy.heading}
      </h2>
      <p className="field__hint">{copy.lead}</p>
      {sent ? <StatusMessage>{copy.sent}</StatusMessage> : null}
      <form
        className="inquiry-form"
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          id={ID('name')}
          label={copy.name}
          autoComplete="name"
          maxLength={INQUIRY_LIMITS.name}
          required
          {...field('name')}
        />
        <TextField
          id={ID('phone')}
          label={copy.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={PHONE_MAX_LENGTH}
          hint={copy.phoneHint}
          {...field('phone')}
          onChange={(event) => setValue('phone', formatPhone(event.target.value))}
        />
        <TextField
          id={ID('email')}
          label={copy.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          hint={copy.emailHint}
          {...field('email')}
        />
        <SelectField
          id={ID('topic')}
          label={copy.topic}
          placeholder={copy.topicPlaceholder}
          options={INQUIRY_TOPICS.map((topic) => [topic, INQUIRY_TOPIC_LABELS[topic]] as const)}
          required
          {...field('topic')}
        />
        <TextAreaField
          id={ID('body')}
          label={copy.body}
          hint={copy.bodyHint}
          rows={6}
          maxLength={INQUIRY_LIMITS.body}
          required
          counter={copy.bodyCount(values.body.length, INQUIRY_LIMITS.body)}
          {...field('body')}
        />
        <div className="field">
          <label className="choice consent-choice">
            <input
              id={ID('agree')}
              type="checkbox"
              className="choice__input"
              checked={values.agree}
              onChange={(event) => setValue('agree', event.target.checked)}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? `${ID('agree')}-error` : undefined}
            />
            <span>{INQUIRY_CONSENT.checkbox}</span>
          </label>
          <details className="consent-text">
            <summary>
              <span className="consent-tag consent-tag--required">{copy.required}</span>{' '}
              {INQUIRY_CONSENT.title} {copy.fullText}
            </summary>
            <ul className="policy-list">
              {INQUIRY_CONSENT.body.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          {errors.agree ? (
            <p id={`${ID('agree')}-error`} className="field-error">
              {errors.agree}
            </p>
          ) : null}
          <PrivacyPolicyNote />
        </div>
        <Button type="submit" className="btn--large btn--block" disabled={submitting}>
          {submitting ? copy.sending : copy.submit}
        </Button>
      </form>
    </section>
  );
}
