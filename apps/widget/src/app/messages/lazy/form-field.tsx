// One form field of any kind (R-WFM-3..8): the e-mail and phone checks run 2 s after typing stops
// (or when the field is left); required fields say so.
import { type JSX, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/use-phrases';
import {
  type Answer,
  type FormField,
  fieldError,
  labelKind,
  VALIDATION_DELAY_MS,
} from '../../lib/form-rules';
import { FilePicker } from './file-picker';

interface FormFieldViewProps {
  field: FormField;
  value: Answer | undefined;
  disabled: boolean;
  /** Submit was tried: every error shows now. */
  showAll: boolean;
  onChange(value: Answer): void;
}

const ERROR_KEYS = { required: 'fieldRequired', email: 'invalidEmail', phone: 'invalidPhone' } as const;

export function FormFieldView({ field, value, disabled, showAll, onChange }: FormFieldViewProps) {
  const t = useT();
  const id = useId();
  const { kind, label } = labelKind(field.label);
  const [checked, setChecked] = useState(false);
  // R-WFM-6: the pattern check waits until typing has stopped for 2 s.
  useEffect(() => {
    setChecked(false);
    if (typeof value !== 'string' || !value) return;
    const timer = setTimeout(() => setChecked(true), VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const error = fieldError(field, value);
  const shown = error && (showAll || (checked && error !== 'required')) ? t(ERROR_KEYS[error]) : null;
  const errorId = `${id}-error`;
  const describedBy = shown ? errorId : undefined;
  const options = field.options ?? [];
  const list = Array.isArray(value) ? value : [];
  const grid = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

  let control: JSX.Element;
  switch (field.type) {
    case 'LONG_ANSWER':
      control = (
        <textarea
          id={id}
          className="input"
          rows={3}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          required={field.required}
          aria-invalid={Boolean(shown)}
          aria-describedby={describedBy}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'DROPDOWN':
      control = (
        <select
          id={id}
          className="select"
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          required={field.required}
          aria-invalid={Boolean(shown)}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{t('chooseOption')}</option>
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      );
      break;
    case 'RADIO':
    case 'CHECKBOX':
    case 'LINEAR': {
      const multi = field.type === 'CHECKBOX';
      control = (
        <div className={`choices${field.type === 'LINEAR' ? ' choices--scale' : ''}`}>
          {options.map((o) => (
            <label key={o} className="choices__option">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={id}
                value={o}
                disabled={disabled}
                checked={multi ? list.includes(o) : value === o}
                onChange={(e) =>
                  onChange(multi ? (e.currentTarget.checked ? [...list, o] : list.filter((x) => x !== o)) : o)
                }
              />
              <span>{o}</span>
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'RADIO_GRID':
    case 'CHECKBOX_GRID': {
      const multi = field.type === 'CHECKBOX_GRID';
      control = (
        <table className="grid">
          <thead>
            <tr>
              <td />
              {options.map((o) => (
                <th key={o} scope="col">
                  {o}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(field.rows ?? []).map((row) => {
              const cell = grid[row];
              const cellList = Array.isArray(cell) ? cell : [];
              return (
                <tr key={row}>
                  <th scope="row">{row}</th>
                  {options.map((o) => (
                    <td key={o}>
                      <input
                        type={multi ? 'checkbox' : 'radio'}
                        name={`${id}-${row}`}
                        aria-label={`${row}: ${o}`}
                        disabled={disabled}
                        checked={multi ? cellList.includes(o) : cell === o}
                        onChange={(e) =>
                          onChange({
                            ...grid,
                            [row]: multi
                              ? e.currentTarget.checked
                                ? [...cellList, o]
                                : cellList.filter((x) => x !== o)
                              : o,
                          })
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      );
      break;
    }
    case 'DATE':
      control = (
        <input
          id={id}
          type="date"
          className="input"
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          required={field.required}
          aria-invalid={Boolean(shown)}
          aria-describedby={describedBy}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    default:
      control =
        kind === 'file' ? (
          <FilePicker
            component="formField"
            multiple={false}
            disabled={disabled}
            onChange={(files) => onChange(files[0]?.url ?? '')}
          />
        ) : (
          <input
            id={id}
            type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
            className="input"
            autoComplete={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'off'}
            value={typeof value === 'string' ? value : ''}
            disabled={disabled}
            required={field.required}
            aria-invalid={Boolean(shown)}
            aria-describedby={describedBy}
            onInput={(e) => onChange(e.currentTarget.value)}
            onBlur={() => setChecked(true)}
          />
        );
  }

  const groupLike =
    ['RADIO', 'CHECKBOX', 'LINEAR', 'RADIO_GRID', 'CHECKBOX_GRID'].includes(field.type) || kind === 'file';
  const required = field.required ? (
    <>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('requiredMark')})</span>
    </>
  ) : null;
  const rest = (
    <>
      {field.description ? <p className="hint">{field.description}</p> : null}
      {control}
      {shown ? (
        <p className="form-field__error" id={errorId} role="alert">
          {shown}
        </p>
      ) : null}
    </>
  );
  // Choices and grids are a group of inputs: a fieldset named by its legend.
  return groupLike ? (
    <fieldset className="form-field" data-testid="parley-form-field" aria-describedby={describedBy}>
      <legend className="form-field__label">
        {label}
        {required}
      </legend>
      {rest}
    </fieldset>
  ) : (
    <div className="form-field" data-testid="parley-form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required}
      </label>
      {rest}
    </div>
  );
}
