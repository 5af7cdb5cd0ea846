/** Spec §2/§8: the appointment-scheduler error panel: the error text plus optional email and phone buttons. */
import { EN, type CallbackTexts } from '../core/texts';

export interface SchedulerErrorPanelProps {
  errorText: string;
  email?: string | null;
  phone?: string | null;
  /** The button texts (default English). */
  texts?: Pick<CallbackTexts, 'emailToSchedule' | 'callUsNow'>;
}

export function SchedulerErrorPanel({ errorText, email, phone, texts = EN }: SchedulerErrorPanelProps) {
  return (
    <div className="vt-callback__error-panel">
      <p className="vt-callback__error-text">{errorText}</p>
      {(email || phone) && (
        <p className="vt-callback__actions">
          {email && (
            <a className="vt-callback__button" href={`mailto:${email}`}>
              {texts.emailToSchedule}
            </a>
          )}
          {phone && (
            <a className="vt-callback__button" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {texts.callUsNow}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
