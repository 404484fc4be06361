// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/lib/fake-network';
import { TextField } from './text-field';
import { useForm, type UseFormOptions } from './use-form';

type Values = { name: string; email: string };
type Field = keyof Values;
const ORDER: Field[] = ['name', 'email'];
const LABELS: Record<Field, string> = { name: '이름', email: '이메일' };

function check(values: Values) {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = '이름을 입력해 주세요.';
  if (!values.email.includes('@')) errors.email = '이메일을 정확히 입력해 주세요.';
  return errors;
}

/** A form of two fields on useForm; `send` is what its submit asks the server. */
function TestForm({
  send,
  ...options
}: { send: (values: Values) => Promise<void> } & Partial<UseFormOptions<Values, Field>>) {
  const form = useForm<Values, Field>({
    initial: { name: '', email: '' },
    validate: check,
    order: ORDER,
    focus: (field) => document.getElementById(field)?.focus(),
    ...options,
  });
  const onSubmit = form.handleSubmit(send);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {ORDER.map((field) => (
        <TextField key={field} id={field} label={LABELS[field]} {...form.field(field)} />
      ))}
      {form.refusal ? <p role="alert">{form.refusal.messages.join(' ') || '실패'}</p> : null}
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? '보내는 중...' : '보내기'}
      </button>
    </form>
  );
}

/** The error tied to a field (aria-invalid and its described-by text). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}

function setup(props: Parameters<typeof TestForm>[0]) {
  const user = userEvent.setup();
  render(<TestForm {...props} />);
  return { user, submit: () => user.click(screen.getByRole('button', { name: '보내기' })) };
}

describe('useForm', () => {
  it('shows no error before the first submit, then the check beside each field, focusing the first', async () => {
    const send = vi.fn(async () => {});
    const { user, submit } = setup({ send });
    await user.type(screen.getByLabelText('이메일'), 'x');
    expect(errorOf('이름')).toBeNull();
    expect(errorOf('이메일')).toBeNull();

    await submit();
    expect(errorOf('이름')).toBe('이름을 입력해 주세요.');
    expect(errorOf('이메일')).toBe('이메일을 정확히 입력해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('이름'));
    expect(send).not.toHaveBeenCalled();

    // From then on the errors follow the values.
    await user.type(screen.getByLabelText('이름'), '김하늘');
    expect(errorOf('이름')).toBeNull();
    expect(errorOf('이메일')).toBe('이메일을 정확히 입력해 주세요.');
  });

  it("shows a field's error once it was left, with showErrors 'touched'", async () => {
    const { user } = setup({ send: vi.fn(async () => {}), showErrors: 'touched' });
    await user.click(screen.getByLabelText('이름'));
    expect(errorOf('이름')).toBeNull();
    await user.tab();
    expect(errorOf('이름')).toBe('이름을 입력해 주세요.');
    expect(errorOf('이메일')).toBeNull();
  });

  it('sends the values once, however often the button is pressed while the answer is pending', async () => {
    const answer = deferred<void>();
    const send = vi.fn(() => answer.promise);
    const { user, submit } = setup({ send });
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await submit();
    const pending = screen.getByRole('button', { name: '보내는 중...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // A submit that does not go through the disabled button (a script, a second Enter).
    fireEvent.submit(pending.closest('form')!);
    fireEvent.submit(pending.closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: '김하늘', email: 'sky@example.com' });

    answer.resolve();
    await screen.findByRole('button', { name: '보내기' });
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("puts the server's class-validator messages beside their fields and the rest in the refusal", async () => {
    const refused = {
      status: 400,
      data: { message: ['이미 쓰인 이메일입니다.', '잠시 후 다시 시도해 주세요.'] },
    };
    const { user, submit } = setup({
      send: vi.fn(async () => Promise.reject(refused)),
      fieldOf: (message) => (message.includes('이메일') ? 'email' : undefined),
    });
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await submit();
    expect(errorOf('이메일')).toBe('이미 쓰인 이메일입니다.');
    expect(document.activeElement).toBe(screen.getByLabelText('이메일'));
    expect(screen.getByRole('alert').textContent).toBe('잠시 후 다시 시도해 주세요.');

    // The server spoke about the value it was sent: changing it takes the error away.
    await user.type(screen.getByLabelText('이메일'), 'm');
    expect(errorOf('이메일')).toBeNull();
  });

  it('keeps a refusal without messages (a network failure) for the alert', async () => {
    const { user, submit } = setup({
      send: vi.fn(async () => Promise.reject({ status: 'FETCH_ERROR', error: 'offline' })),
    });
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('실패');
    expect(errorOf('이름')).toBeNull();
  });

  it("with showErrors 'until-edited', shows what the last submit found until any value changes", async () => {
    const refused = { status: 400, data: { message: ['이미 쓰인 이메일입니다.'] } };
    const send = vi.fn(async () => Promise.reject(refused));
    const { user, submit } = setup({
      send,
      showErrors: 'until-edited',
      fieldOf: () => 'email',
    });
    await submit();
    expect(errorOf('이름')).toBe('이름을 입력해 주세요.');
    expect(errorOf('이메일')).toBe('이메일을 정확히 입력해 주세요.');

    // A keystroke in one field takes both answers away, though neither is mended yet.
    await user.type(screen.getByLabelText('이메일'), 'x');
    expect(errorOf('이름')).toBeNull();
    expect(errorOf('이메일')).toBeNull();

    await submit();
    expect(errorOf('이름')).toBe('이름을 입력해 주세요.');
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('이메일'), '@example.com');
    await submit();
    expect(errorOf('이메일')).toBe('이미 쓰인 이메일입니다.');
    await user.type(screen.getByLabelText('이름'), '님');
    expect(errorOf('이메일')).toBeNull();
  });

  it('with an alert, says the check there, sends nothing, then focuses the first field once closed', async () => {
    const closed = deferred<void>();
    const alert = vi.fn(() => closed.promise);
    const send = vi.fn(async () => {});
    const { user, submit } = setup({ send, alert });
    await user.type(screen.getByLabelText('이메일'), 'sky');
    await submit();
    expect(alert).toHaveBeenCalledWith(
      { name: '이름을 입력해 주세요.', email: '이메일을 정확히 입력해 주세요.' },
      { name: '', email: 'sky' },
    );
    // Nothing beside the fields: the alert says it.
    expect(errorOf('이름')).toBeNull();
    expect(errorOf('이메일')).toBeNull();
    // While the alert is open, another submit asks nothing more.
    fireEvent.submit(screen.getByRole('button', { name: '보내기' }).closest('form')!);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(document.activeElement).not.toBe(screen.getByLabelText('이름'));

    closed.resolve();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('이름')));
    expect(send).not.toHaveBeenCalled();
  });

  it('starts again without errors after reset (a form emptied once sent)', async () => {
    function EmptiedForm() {
      const form = useForm<Values, Field>({
        initial: { name: '', email: '' },
        validate: check,
        order: ORDER,
        focus: () => undefined,
      });
      const onSubmit = form.handleSubmit(async () => form.reset({ name: '', email: '' }));
      return (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          {ORDER.map((field) => (
            <TextField key={field} id={field} label={LABELS[field]} {...form.field(field)} />
          ))}
          <button type="submit">보내기</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<EmptiedForm />);
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('');
    // Empty again, but not yet submitted: no error until the next try.
    expect(errorOf('이름')).toBeNull();
    expect(errorOf('이메일')).toBeNull();
  });
});
