import type { JSHandle, Locator, Page } from 'playwright-core';

/**
 * The composer, in the N panel or on /push: journal and date chips, the notes, the toolbar
 * (a photo or video, Record, a file, Private), a recording's cover picture, the draft's line and
 * Save.
 */
export class Composer {
  readonly journal: Locator;
  /** the date chip, named 'Date: Today' until another day is chosen */
  readonly dateChip: Locator;
  /** the date field the chip opens */
  readonly date: Locator;
  readonly notes: Locator;
  readonly photo: Locator;
  readonly file: Locator;
  readonly record: Locator;
  readonly stop: Locator;
  readonly private: Locator;
  /** 'Draft saved': the draft is in IndexedDB */
  readonly draftSaved: Locator;
  readonly discard: Locator;
  readonly save: Locator;
  readonly error: Locator;
  /** a recording's optional cover picture: its picker (a file input), shown with audio only */
  readonly addCover: Locator;
  /** the chosen cover, as a thumbnail */
  readonly cover: Locator;
  readonly replaceCover: Locator;
  readonly removeCover: Locator;

  constructor(readonly root: Locator) {
    this.journal = root.getByRole('combobox', { name: 'Journal', exact: true });
    this.dateChip = root.getByRole('button', { name: /^Date: / });
    this.date = root.getByLabel('Date', { exact: true });
    this.notes = root.getByRole('textbox', { name: 'Notes', exact: true });
    this.photo = root.getByLabel('Add a photo or video', { exact: true });
    this.file = root.getByLabel('Attach a file', { exact: true });
    this.record = root.getByRole('button', { name: 'Record', exact: true });
    this.stop = root.getByRole('button', { name: 'Stop', exact: true });
    this.private = root.getByRole('button', { name: 'Private', exact: true });
    this.draftSaved = root.getByText('Draft saved', { exact: true });
    this.discard = root.getByRole('button', { name: 'Discard', exact: true });
    this.save = root.getByRole('button', { name: 'Save', exact: true });
    this.error = root.getByRole('alert');
    this.addCover = root.getByLabel('Add a cover picture', { exact: true });
    this.cover = root.getByRole('img', { name: 'Cover picture', exact: true });
    this.replaceCover = root.getByLabel('Replace the cover picture', { exact: true });
    this.removeCover = root.getByRole('button', { name: 'Remove the cover picture', exact: true });
  }

  /** The picture of the pending file, by the file's name. */
  preview(fileName: string): Locator {
    return this.root.getByRole('figure').getByRole('img', { name: fileName });
  }

  /** The chosen journal's title. */
  chosenJournal(): Promise<string | null> {
    return this.journal.locator('option:checked').textContent();
  }

  notesHaveFocus(): Promise<boolean> {
    return this.notes.evaluate((notes) => notes === document.activeElement);
  }
}

/** The global new-entry panel (N, a drop or a paste): a dialog named 'New Entry'. */
export class NewEntryPanel extends Composer {
  readonly dialog: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    super(page.getByRole('dialog', { name: 'New Entry' }));
    this.dialog = this.root;
    this.close = this.root.getByRole('button', { name: 'Close', exact: true });
  }
}

/** The toast a save leaves: 'Saved to <journal>', with View. */
export function savedToast(page: Page, journalTitle: string): Locator {
  return page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `Saved to ${journalTitle}` });
}

/** The saved toast's View, a link or a button that leads to the new entry. */
export function viewSaved(page: Page, journalTitle: string): Locator {
  const toast = savedToast(page, journalTitle);
  return toast
    .getByRole('link', { name: 'View', exact: true })
    .or(toast.getByRole('button', { name: 'View', exact: true }));
}

/** A file as the tests hand it to the page. */
export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Files moved into the page as a DataTransfer, as the browser builds one for a drag from the
 * desktop or a paste of a screenshot.
 */
export function transferOf(page: Page, files: FileSpec[]): Promise<JSHandle<DataTransfer>> {
  const sent = files.map((file) => ({ ...file, buffer: file.buffer.toString('base64') }));
  return page.evaluateHandle((specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const bytes = Uint8Array.from(atob(spec.buffer), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], spec.name, { type: spec.mimeType }));
    }
    return transfer;
  }, sent);
}

/** Drags files over the window, drops them or takes them away again; pastes files. */
export class FileDrag {
  /** the drop zone over the window, by what it says */
  readonly zone: (label: string) => Locator;
  /** the notice a refused drop leaves in the page */
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.zone = (label) => page.getByRole('status').filter({ hasText: label });
    this.notice = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
  }

  /** Files enter the window and hover over the page. */
  async over(files: FileSpec[]): Promise<JSHandle<DataTransfer>> {
    const dataTransfer = await transferOf(this.page, files);
    const body = this.page.locator('body');
    await body.dispatchEvent('dragenter', { dataTransfer });
    await body.dispatchEvent('dragover', { dataTransfer });
    return dataTransfer;
  }

  async drop(dataTransfer: JSHandle<DataTransfer>): Promise<void> {
    await this.page.locator('body').dispatchEvent('drop', { dataTransfer });
  }

  /** The drag leaves the window: no element is entered next. */
  async leave(dataTransfer: JSHandle<DataTransfer>): Promise<void> {
    await this.page.locator('body').dispatchEvent('dragleave', { dataTransfer });
  }

  /**
   * A paste where the focus is, carrying files (a screenshot) or text. Resolves with whether the
   * page took it over (prevented the browser's own paste).
   */
  async paste(content: FileSpec[] | { text: string }): Promise<boolean> {
    const clipboardData =
      'text' in content
        ? await this.page.evaluateHandle((text) => {
            const transfer = new DataTransfer();
            transfer.setData('text/plain', text);
            return transfer;
          }, content.text)
        : await transferOf(this.page, content);
    return this.page.evaluate((data) => {
      const target = document.activeElement ?? document.body;
      const paste = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      return !target.dispatchEvent(paste);
    }, clipboardData);
  }
}
