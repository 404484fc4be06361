import type { ReactNode, Ref } from 'react';

type FormSectionProps = {
  title: string;
  describedBy?: string;
  sectionRef?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
};

/** A fieldset whose legend is also a heading, so screen readers can jump between sections. */
export function FormSection({ title, describedBy, sectionRef, children }: FormSectionProps) {
  return (
    <fieldset ref={sectionRef} className="form-section" aria-describedby={describedBy}>
      <legend className="form-section__legend">
        <h2 className="form-section__title">{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
