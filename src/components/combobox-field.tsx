import { useMemo, useState, type KeyboardEvent } from 'react';
import { afterPointerRelease } from './after-pointer-release';
import { FieldWrapper, useFieldChrome } from './field-wrapper';
import { words } from '@/shared/words';

/** One suggestion: the value the field takes, and words shown after it (a former municipality's mark, a province). */
export interface ComboboxOption {
  value: string;
  detail?: string;
  /**
   * Suggested only when the text is its whole name (case, accents and punctuation aside), or one
   * of the names of a bilingual "Bolzano/Bozen".
   */
  whole?: boolean;
  /** Listed after the options without it (another province's municipality after the province's own). */
  after?: boolean;
}

interface ComboboxFieldProps {
  label: string;
  /** What to suggest; until it is there (or when it could not be loaded) the field is a plain text box. */
  options: readonly ComboboxOption[] | undefined;
  /** The list's accessible name. */
  listLabel: string;
  /** What the live region says when `count` suggestions match what was typed. */
  describeCount: (count: number) => string;
  /** A gentle note, not an error, for a value that is none of the options: it can still be sent. */
  notListed: string;
  autoComplete?: string;
}

/** Each typed word starts a word of the option, in order: "sesto s" finds Sesto San Giovanni. */
function matches(typed: readonly string[], option: readonly string[]): boolean {
  let next = 0;
  for (const word of typed) {
    while (next < option.length && !option[next]!.startsWith(word)) next += 1;
    if (next === option.length) return false;
    next += 1;
  }
  return true;
}

/** Each option with its words (see `words`). */
type Indexed = readonly { option: ComboboxOption; words: string[] }[];

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** The text is the whole name: all its words, or those of one of the names of "Bolzano/Bozen". */
const isWholeName = (typed: readonly string[], name: string, nameWords: readonly string[]) =>
  sameWords(typed, nameWords) || (name.includes('/') && name.split('/').some((half) => sameWords(typed, words(half))));

/**
 * The options that match (those marked `whole` only when the text is their whole name): first
 * the options not marked `after`, then those; in each, those whose first word starts like the text first.
 */
function suggest(indexed: Indexed, typed: readonly string[]): ComboboxOption[] {
  if (typed.length === 0) return [];
  const groups: ComboboxOption[][] = [[], [], [], []];
  for (const { option, words: optionWords } of indexed) {
    if (option.whole ? isWholeName(typed, option.value, optionWords) : matches(typed, optionWords)) {
      groups[(option.after ? 2 : 0) + (optionWords[0]!.startsWith(typed[0]!) ? 0 : 1)]!.push(option);
    }
  }
  return groups.flat();
}

/**
 * The option whose name the text is, case, accents and punctuation aside: of two such names
 * ("Montecatini Terme", a former municipality, and "Montecatini-Terme"), the one written exactly
 * as typed, else a current municipality (no mark), else the first.
 */
function exactOption(indexed: Indexed | undefined, text: string): ComboboxOption | undefined {
  const typed = words(text);
  const same = indexed?.filter((entry) => sameWords(entry.words, typed)).map((entry) => entry.option) ?? [];
  return same.find((option) => option.value === text) ?? same.find((option) => !option.detail) ?? same[0];
}

/** The text ends in a letter or digit: not a space or apostrophe after which the member goes on typing a longer name. */
const endsWord = (text: string) => /[\p{L}\p{N}]$/u.test(text);

/**
 * A text box that suggests values as the member types: the WAI-ARIA combobox with list
 * autocomplete, after GOV.UK's accessible-autocomplete. The focus stays in the box; arrows move
 * through the suggestions (aria-activedescendant), Enter or a click takes one, Escape closes the
 * list; a polite live region says how many there are. Suggestions whose first word is where the
 * typed text starts come first. Any text can still be typed and sent.
 *
 * The list is in the page's flow, under the box (accessible-autocomplete's `displayMenu: 'inline'`):
 * it pushes what follows down and never lies over another control. It closes when the text is
 * an option's name (case, accents and punctuation aside), which is then the choice: "Milano"
 * closes it although longer names may start with it; typing on, or an arrow key, opens it again. An
 * option with a mark stays shown when its name is typed ("Monza (MB)", "Vermezzo (ex comune)"),
 * so that the member sees it. Options marked `whole` are suggested only when the text is their
 * whole name, and options marked `after` come after the others. It closes on leaving the box only
 * once a pointer's press has landed (afterPointerRelease), so that a tap on Conferma below it is
 * not moved out from under the finger.
 */
export function ComboboxField({ label, options, listLabel, describeCount, notListed, autoComplete }: ComboboxFieldProps) {
  const { field, chrome, onBlur } = useFieldChrome<string>('blurred');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const value = field.state.value;

  // The words of every option, once per list (a province's some 500, with today's of a letter up to 2 000), not on every keystroke.
  const indexed = useMemo(() => options?.map((option) => ({ option, words: words(option.value) })), [options]);
  const typed = words(value);
  const found = indexed ? suggest(indexed, typed) : [];
  const exact = exactOption(indexed, value);
  // Nothing to pick when the one suggestion is what the box holds already, unless it has a mark to
  // show (Monza (MB), a former municipality): the member sees what the name they typed is.
  const expanded = open && found.length > 0 && !(found.length === 1 && found[0]!.value === value && !found[0]!.detail);
  const showNote = indexed !== undefined && typed.length > 0 && !exact && (found.length === 0 || field.state.meta.isBlurred);

  const listId = `${chrome.id}-list`;
  const noteId = `${chrome.id}-note`;
  const optionId = (index: number) => `${chrome.id}-option-${index}`;
  const describedBy = [chrome.describedBy, showNote && noteId].filter(Boolean).join(' ') || undefined;

  const change = (next: string, composing: boolean) => {
    const named = exactOption(indexed, next);
    // The name as the list spells it ("milano" → "Milano"), unless the member is composing a word
    // (an Android keyboard: rewriting it now would break the composition) or may go on typing.
    field.handleChange(named && !composing && endsWord(next) ? named.value : next);
    setOpen(!named || named.detail !== undefined);
    setActive(-1);
  };
  const pick = (option: ComboboxOption) => {
    field.handleChange(option.value);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!indexed) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Up from the first suggestion goes back to the text; down from the last stays there.
      setActive((index) => Math.min(Math.max(index + step, -1), found.length - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldWrapper chrome={chrome} label={label}>
      <div className="combobox">
        <input
          id={chrome.id}
          name={field.name}
          className="input"
          type="text"
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={chrome.invalid || undefined}
          aria-describedby={describedBy}
          {...(indexed && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          })}
          onChange={(event) => change(event.target.value, (event.nativeEvent as Partial<InputEvent>).isComposing === true)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            const input = event.currentTarget;
            // Closed once a press elsewhere has landed, unless the member has come back to the box by then.
            afterPointerRelease(() => {
              if (document.activeElement === input) return;
              setOpen(false);
              setActive(-1);
            });
            // The name as the list spells it, when what was typed differs only in case or accents.
            if (exact && exact.value !== value) field.handleChange(exact.value);
            onBlur();
          }}
        />
        {indexed && (
          <ul id={listId} role="listbox" aria-label={listLabel} className="combobox__list" hidden={!expanded}>
            {expanded &&
              found.map((option, index) => (
                <li
                  key={`${option.value} ${option.detail ?? ''}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="combobox__option"
                  // The box keeps the focus: no blur, no error shown, while a suggestion is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.detail ? `${option.value} ` : option.value}
                  {option.detail && <span className="combobox__detail">({option.detail})</span>}
                </li>
              ))}
          </ul>
        )}
        {indexed && (
          <p className="visually-hidden" role="status">
            {open && typed.length > 0 ? describeCount(found.length) : ''}
          </p>
        )}
      </div>
      {showNote && (
        <p id={noteId} className="field__note">
          {notListed}
        </p>
      )}
    </FieldWrapper>
  );
}
