import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it.each([
    { header: 'attachment; filename="dormie-backup-2026-11-25T15-04-05Z.zip"', name: 'dormie-backup-2026-11-25T15-04-05Z.zip' },
    { header: 'attachment; filename=dormie-backup-2026-01-02T03-04-05Z.zip', name: 'dormie-backup-2026-01-02T03-04-05Z.zip' },
    { header: 'ATTACHMENT; FILENAME="upper.zip"', name: 'upper.zip' },
    { header: 'attachment; filename="plain.zip"; filename*=UTF-8\'\'caf%C3%A9.zip', name: 'café.zip' },
    { header: "attachment; filename*=utf-8''spaced%20name.zip", name: 'spaced name.zip' },
    { header: 'attachment; filename="a;b.zip"; size=10', name: 'a;b.zip' },
    { header: 'attachment; filename="say \\"hi\\".zip"', name: 'say "hi".zip' },
    { header: 'attachment; filename="../../etc/evil.zip"', name: 'evil.zip' },
    { header: 'attachment; filename="C:\\\\temp\\\\win.zip"', name: 'win.zip' },
    { header: "attachment; filename=\"fallback.zip\"; filename*=UTF-8''bad%E0%A4%A.zip", name: 'fallback.zip' },
  ])('$header -> $name', ({ header, name }) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([
    { header: null },
    { header: undefined },
    { header: '' },
    { header: 'attachment' },
    { header: 'attachment; filename=""' },
    { header: 'attachment; filename="../"' },
    { header: 'inline; name="field"' },
  ])('$header names no file', ({ header }) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
