import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone, timeZoneLabel, timeZoneOptions } from '../model/time-zones';
import styles from './time-zone-field.module.css';

interface TimeZoneFieldProps {
  value: string;
  onChange(zone: string): void;
  error?: string | null;
}

/**
 * The time zone reminders follow: every zone the browser knows, the device's own first and offered with one press
 * when the saved one differs (someone who moved, or saved on another device).
 */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('people');
  const id = useId();
  const device = useMemo(deviceTimeZone, []);
  const zones = useMemo(() => timeZoneOptions(value, device), [value, device]);
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div className="k-field">
      <label className="k-label" htmlFor={id}>
        {t('settings.timeZone')}
      </label>
      <select
        id={id}
        className="k-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {device ? (
          <optgroup label={t('settings.deviceZone')}>
            <option value={device}>{timeZoneLabel(device)}</option>
          </optgroup>
        ) : null}
        <optgroup label={t('settings.allZones')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </optgroup>
      </select>
      {error ? (
        <p id={`${id}-error`} className="k-field-error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="k-field-hint">
        {t('settings.timeZoneHint')}
      </p>
      {device && device !== value ? (
        <p className={styles.suggest}>
          <span>{t('settings.deviceDiffers', { zone: timeZoneLabel(device) })}</span>
          <button className="k-btn k-btn--secondary" type="button" onClick={() => onChange(device)}>
            {t('settings.useDevice')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
