import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1 } from '../support/flow-data';
import { t } from '../support/locale';
import type { Municipality } from '@/shared/municipality';
import { handlers, municipalitiesOf, received, server } from '../support/msw-server';

const PROVINCE = t('userInfo:birthProvince.label');
const BIRTH_CITY = t('userInfo:birthCity.label');
const LIST = t('userInfo:birthCity.listLabel');
const NOT_LISTED = t('userInfo:birthCity.notListed');
const FORMER = t('userInfo:birthCity.former');
const ACTIVATE = t('description:activate');

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const DAY = t('userInfo:birthDate.day');
const MONTH = t('userInfo:birthDate.month');
const YEAR = t('userInfo:birthDate.year');

/** Step 2 with everything but the municipality answered: born on `born` (day, month, year; none: left empty), Italia and `province` chosen. */
async function upToMunicipality(province: string, born: readonly [string, string, string] | null = ['5', '3', '1980']) {
  const requested: string[] = [];
  server.use(
    handlers.municipalities((code) => {
      requested.push(code);
      return municipalitiesOf(code);
    }),
  );
  const app = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
  const { user } = app;
  await user.type(await screen.findByLabelText(t('userInfo:firstName.label')), 'Mario');
  await user.type(screen.getByLabelText(t('userInfo:lastName.label')), 'Rossi');
  await user.click(screen.getByRole('radio', { name: t('userInfo:gender.male') }));
  if (born) {
    await user.type(screen.getByLabelText(DAY), born[0]);
    await user.type(screen.getByLabelText(MONTH), born[1]);
    await user.type(screen.getByLabelText(YEAR), born[2]);
  }
  await user.click(screen.getByRole('radio', { name: t('userInfo:birthCountry.italy') }));
  expect(requested).toEqual([]);
  await user.selectOptions(screen.getByLabelText(PROVINCE), province);
  // The province's file arrives: the box becomes a combobox.
  const box = await screen.findByRole('combobox', { name: BIRTH_CITY });
  expect(requested).toEqual([province]);
  return { ...app, box };
}

/** The options of an open list, as the member reads them. */
const options = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** A province's committed file. */
const committedFile = async (province: string) => (await (await municipalitiesOf(province)).json()) as Municipality[];

/** Confirms step 2, activates on the description and returns the municipality the provider received. */
async function sentMunicipality(user: User): Promise<unknown> {
  await user.click(screen.getByRole('button', { name: t('common:confirm') }));
  await user.click((await screen.findAllByRole('button', { name: ACTIVATE }))[0]!);
  await waitFor(() => expect(received).toHaveLength(1));
  return (received[0]!.body as { bornCity?: unknown }).bornCity;
}

// Each test fills step 2 by hand, and some go on to the activation: longer than the default 5 s on a busy machine.
describe('insert-info: the municipality of birth suggests the province’s municipalities', { timeout: 20_000 }, () => {
  it('is a combobox with a list, picked by keyboard: arrows, Enter, Escape', async () => {
    const { user, box, onboarding } = await upToMunicipality('MI');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(box.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');

    await user.type(box, 'sesto s');
    const listbox = screen.getByRole('listbox', { name: LIST });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sesto San Giovanni']);
    expect(screen.getByRole('status')).toHaveTextContent(t('userInfo:birthCity.foundOne'));
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: 'Sesto San Giovanni' });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Sesto San Giovanni');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    // Enter took the suggestion: it did not also send the form.
    expect(onboarding.get().stepUserInfoCompleted).toBeUndefined();

    await user.clear(box);
    await user.type(box, 'mi');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/\d+/);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('mi');
  });

  it('ignores accents and case, and the provider gets the name as picked with the pointer', async () => {
    const { user, box } = await upToMunicipality('NU');
    await user.type(box, 'TORTOL');
    await user.click(screen.getByRole('option', { name: 'Tortolì' }));
    expect(box).toHaveValue('Tortolì');
    expect(box).toHaveFocus();
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(await sentMunicipality(user)).toBe('Tortolì');
  });

  it('offers a municipality merged after the birth date, marked as former, and sends its name alone', async () => {
    // Migliaro (Ferrara) existed from 1963 until its merger into Fiscaglia in 2014.
    const { user, box } = await upToMunicipality('FE', ['5', '3', '1990']);
    await user.type(box, 'miglia');
    const listbox = screen.getByRole('listbox', { name: LIST });
    expect(within(listbox).getByRole('option', { name: `Migliaro (${FORMER})` })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: `Migliaro (${FORMER})` }));
    expect(box).toHaveValue('Migliaro');
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(await sentMunicipality(user)).toBe('Migliaro');
  });

  it('offers a former municipality of unknown dates only for its whole name', async () => {
    const { user, box } = await upToMunicipality('PD');
    await user.type(box, 'abano');
    const listbox = screen.getByRole('listbox', { name: LIST });
    expect(options(listbox)).toEqual(['Abano Terme']);
    await user.clear(box);
    await user.type(box, 'abano bagni');
    // The name is the choice, spelled as the list does, and shown with its mark.
    expect(box).toHaveValue('Abano Bagni');
    expect(options(screen.getByRole('listbox', { name: LIST }))).toEqual([`Abano Bagni (${FORMER})`]);
    await user.tab();
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(await sentMunicipality(user)).toBe('Abano Bagni');
  });

  it('takes a name that is not in the list, with a note that is not an error', async () => {
    const { user, box } = await upToMunicipality('MI');
    await user.type(box, 'Borgo Inventato');
    expect(screen.getByRole('status')).toHaveTextContent(t('userInfo:birthCity.foundNone'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(screen.getByText(NOT_LISTED)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(NOT_LISTED);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(await sentMunicipality(user)).toBe('Borgo Inventato');
  });

  it('writes a name typed in other case or without accents as the list does', async () => {
    const { user, box } = await upToMunicipality('NU');
    await user.type(box, 'tortoli');
    await user.tab();
    expect(box).toHaveValue('Tortolì');
  });

  it('born in Milano in 1990: offers Milano, and no municipality that had ceased by then', async () => {
    const { user, box } = await upToMunicipality('MI', ['5', '3', '1990']);
    const milan = await committedFile('MI');
    await user.type(box, 'Mil');
    const offered = options(screen.getByRole('listbox', { name: LIST }));
    expect(offered).toContain('Milano');
    expect(offered).not.toContain(`Corpi Santi di Milano (${FORMER})`);
    for (const text of offered.filter((option) => option.endsWith(`(${FORMER})`))) {
      const municipality = milan.find(({ name }) => `${name} (${FORMER})` === text);
      expect(municipality?.until, text).toBeDefined();
      expect(municipality!.until! >= '1990-03-05', text).toBe(true);
    }
    // Nor any of Milano's file that had ceased before 1990, its name typed whole (five of them, to keep the test short).
    const ceased = milan.filter(({ former, until }) => former && until && until < '1990-03-05');
    expect(ceased.length).toBeGreaterThan(5);
    for (const { name } of ceased.slice(0, 5)) {
      await user.clear(box);
      await user.type(box, name);
      expect(screen.queryByRole('option', { name: `${name} (${FORMER})` })).not.toBeInTheDocument();
      expect(box).toHaveValue(name);
    }

    await user.clear(box);
    await user.type(box, 'Milano');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: LIST })).not.toBeInTheDocument();
    expect(box).toHaveValue('Milano');
    // Case and accents aside, the list's spelling is taken as the name is typed.
    await user.clear(box);
    await user.type(box, 'MILANO');
    expect(box).toHaveValue('Milano');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(await sentMunicipality(user)).toBe('Milano');
  });

  it('offers a former municipality of unknown dates whose whole name is typed, when no municipality of today has it', async () => {
    const { user, box } = await upToMunicipality('MI', ['5', '3', '1990']);
    await user.type(box, 'corpi santi di milano');
    expect(box).toHaveValue('Corpi Santi di Milano');
    expect(options(screen.getByRole('listbox', { name: LIST }))).toEqual([`Corpi Santi di Milano (${FORMER})`]);
    await user.tab();
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
  });

  it('born in Monza in 1990, under Milano: offers Monza (MB) after Milano’s own, and keeps the province', async () => {
    const { user, box } = await upToMunicipality('MI', ['5', '3', '1990']);
    await user.type(box, 'mon');
    const offered = options(screen.getByRole('listbox', { name: LIST }));
    expect(offered.length).toBeGreaterThan(1);
    // Milano's own first (none marked with a province), then the one that was Milano's in 1990.
    expect(offered.at(-1)).toBe('Monza (MB)');
    expect(offered.slice(0, -1).every((option) => !/\([A-Z]{2}\)$/.test(option))).toBe(true);
    await user.click(screen.getByRole('option', { name: 'Monza (MB)' }));
    expect(box).toHaveValue('Monza');
    expect(screen.getByLabelText(PROVINCE)).toHaveValue('MI');
    await user.tab();
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(await sentMunicipality(user)).toBe('Monza');
  });

  it('offers a municipality of another province today when its whole name is typed, marked with its province', async () => {
    const { user, box } = await upToMunicipality('CO', ['5', '3', '1990']);
    await user.type(box, 'Monz');
    expect(screen.queryByRole('option', { name: 'Monza (MB)' })).not.toBeInTheDocument();
    await user.type(box, 'a');
    expect(box).toHaveValue('Monza');
    expect(options(screen.getByRole('listbox', { name: LIST }))).toEqual(['Monza (MB)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Monza');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText(PROVINCE)).toHaveValue('CO');
    expect(await sentMunicipality(user)).toBe('Monza');
  });

  it('offers a bilingual municipality of another province for either of its names typed whole', async () => {
    const { user, box } = await upToMunicipality('TN', ['5', '3', '1990']);
    await user.type(box, 'Bozen');
    // Another province's names arrive with a file of their own: on a busy machine, after the typing.
    await waitFor(() => expect(options(screen.getByRole('listbox', { name: LIST }))).toEqual(['Bolzano/Bozen (BZ)']));
    await user.click(screen.getByRole('option', { name: 'Bolzano/Bozen (BZ)' }));
    expect(box).toHaveValue('Bolzano/Bozen');
    expect(screen.getByLabelText(PROVINCE)).toHaveValue('TN');
  });

  it('follows the birth date: entered after the municipality, or changed after a choice, with a note and no silent change', async () => {
    const { user, box } = await upToMunicipality('FE', null);
    // No birth date yet: a municipality of known dates is offered only for its whole name.
    await user.type(box, 'miglia');
    expect(screen.queryByRole('option', { name: `Migliaro (${FORMER})` })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(DAY), '5');
    await user.type(screen.getByLabelText(MONTH), '3');
    await user.type(screen.getByLabelText(YEAR), '1990');
    await user.clear(box);
    await user.type(box, 'miglia');
    await user.click(screen.getByRole('option', { name: `Migliaro (${FORMER})` }));
    expect(box).toHaveValue('Migliaro');

    // Born in 1950 after all: Migliaro was made in 1963.
    const year = screen.getByLabelText(YEAR);
    await user.clear(year);
    await user.type(year, '1950');
    await user.tab();
    expect(box).toHaveValue('Migliaro');
    expect(screen.getByText(NOT_LISTED)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(NOT_LISTED);
    expect(box).not.toHaveAttribute('aria-invalid');

    // Back to 1990: the name fits again, and the note goes.
    await user.clear(year);
    await user.type(year, '1990');
    expect(screen.queryByText(NOT_LISTED)).not.toBeInTheDocument();
    expect(box).toHaveValue('Migliaro');
  });

  it('closes on a name that longer names start with, and opens again as the member types on', async () => {
    const { user, box } = await upToMunicipality('BG');
    await user.type(box, 'brembate');
    expect(box).toHaveValue('Brembate');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The space is kept: the member is typing a longer name.
    await user.type(box, ' ');
    expect(box).toHaveValue('Brembate ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'd');
    const listbox = screen.getByRole('listbox', { name: LIST });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brembate di Sopra']);
    await user.click(within(listbox).getByRole('option', { name: 'Brembate di Sopra' }));
    expect(await sentMunicipality(user)).toBe('Brembate di Sopra');
  });

  it('of two spellings of one name, takes the current municipality’s', async () => {
    const { user, box } = await upToMunicipality('PT');
    await user.type(box, 'montecatini terme');
    expect(box).toHaveValue('Montecatini-Terme');
    await user.clear(box);
    await user.type(box, 'Montecatini Terme');
    expect(box).toHaveValue('Montecatini-Terme');
  });

  it('puts the list in the page’s flow, under the box and before Conferma, never over them', async () => {
    const style = document.createElement('style');
    style.textContent = readFileSync('src/styles.css', 'utf8');
    document.head.append(style);
    try {
      const { user, box } = await upToMunicipality('MI');
      await user.type(box, 'mi');
      const listbox = screen.getByRole('listbox', { name: LIST });
      const confirm = screen.getByRole('button', { name: t('common:confirm') });
      expect(listbox).toHaveClass('combobox__list');
      expect(getComputedStyle(listbox).position).toBe('static');
      for (let element: HTMLElement | null = listbox; element; element = element.parentElement) {
        expect(['absolute', 'fixed', 'sticky']).not.toContain(getComputedStyle(element).position);
      }
      // In the field, right after the box, and before the button: what follows it is pushed down.
      expect(listbox.closest('.field')).toBe(box.closest('.field'));
      expect(box.compareDocumentPosition(listbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(listbox.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      style.remove();
    }
  });

  it.each([
    ['a finger', '[TouchA>]', '[/TouchA]'],
    ['a mouse', '[MouseLeft>]', '[/MouseLeft]'],
  ])('keeps the list in place until %s pressing Conferma has clicked it', async (_, press, release) => {
    const { user, box, onboarding } = await upToMunicipality('MI');
    await user.type(box, 'mi');
    const confirm = screen.getByRole('button', { name: t('common:confirm') });
    // What lies above Conferma when its click lands: what the finger saw when it pressed.
    let expandedAtClick: string | null = null;
    const onClick = () => (expandedAtClick = box.getAttribute('aria-expanded'));
    confirm.addEventListener('click', onClick, true);
    await user.pointer({ keys: press, target: confirm });
    await user.pointer({ keys: release, target: confirm });
    confirm.removeEventListener('click', onClick, true);
    expect(expandedAtClick).toBe('true');
    await waitFor(() => expect(onboarding.get().stepUserInfoCompleted).toBe(true));
    expect(onboarding.get().birthCity).toBe('mi');
  });

  it('keeps the required message of the specification', async () => {
    const { user, box } = await upToMunicipality('MI');
    await user.click(box);
    await user.tab();
    expect(screen.getByText(t('validation:birthCity.required'))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is a plain text box when the province’s list cannot be loaded', async () => {
    server.use(handlers.municipalities(() => new HttpResponse(null, { status: 500 })));
    const { user } = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
    await user.click(await screen.findByRole('radio', { name: t('userInfo:birthCountry.italy') }));
    await user.selectOptions(screen.getByLabelText(PROVINCE), 'MI');
    const box = screen.getByRole('textbox', { name: BIRTH_CITY });
    await user.type(box, 'Milano');
    expect(box).toHaveValue('Milano');
    expect(screen.queryByRole('combobox', { name: BIRTH_CITY })).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
