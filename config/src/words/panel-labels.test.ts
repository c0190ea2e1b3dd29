import { describe, expect, it } from 'vitest';
import { ui } from './messages';
import { PANEL_LABELS, PANEL_SYSTEM_LABELS } from './panel-labels';

const HANGUL = /[\uac00-\ud7a3]/;

describe("the panel's field labels", () => {
  const fields = Object.entries(PANEL_LABELS).flatMap(([uid, byField]) =>
    Object.entries(byField).map(([field, words]) => ({ where: `${uid}.${field}`, field, ...words })),
  );

  it('name every field in Korean, never by its field name', () => {
    expect(fields.length).toBeGreaterThan(100);
    for (const { where, field, label } of [
      ...fields,
      ...Object.entries(PANEL_SYSTEM_LABELS).map(([f, l]) => ({ where: f, field: f, label: l })),
    ]) {
      expect(label, where).toMatch(HANGUL);
      expect(label, where).not.toBe(field);
      // A column heading: short enough for the list view at 1280 px.
      expect(label.length, where).toBeLessThanOrEqual(12);
    }
  });

  it('give every field one line of help that fits under it', () => {
    for (const { where, help } of fields) {
      expect(help, where).toMatch(HANGUL);
      expect(help, where).not.toMatch(/\n/);
      expect(help.length, where).toBeLessThanOrEqual(110);
      expect(help.trim(), where).toBe(help);
    }
  });

  it("call the lessons list's columns what the list itself calls them", () => {
    const lesson = PANEL_LABELS['plugin::studyroom.lesson'];
    for (const [field, label] of Object.entries(ui.lessonList)) expect(lesson[field]?.label, field).toBe(label);
  });
});
