import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES, attachmentTypeOf, isImageAttachment } from './attachments.ts';

describe('attachment types (spec §3)', () => {
  it('lists the spec types', () => {
    expect(ATTACHMENT_TYPES).toEqual(['png', 'jpg', 'jpeg', 'gif', 'pdf', 'doc', 'docx', 'other']);
  });

  it.each([
    ['photo.png', 'png'],
    ['PHOTO.JPG', 'jpg'],
    ['scan.jpeg', 'jpeg'],
    ['anim.gif', 'gif'],
    ['contract.pdf', 'pdf'],
    ['letter.doc', 'doc'],
    ['letter.Docx', 'docx'],
    ['https://cdn.example/a/b/id-card.front.png?token=x.pdf#p', 'png'],
    ['C:\\files\\cv.pdf', 'pdf'],
    ['archive.zip', 'other'],
    ['other', 'other'],
    ['file.other', 'other'],
    ['no-extension', 'other'],
    ['.png', 'other'],
    ['folder.pdf/readme', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
  ] as const)('%s -> %s', (name, type) => {
    expect(attachmentTypeOf(name)).toBe(type);
  });

  it.each([
    ['png', true],
    ['jpg', true],
    ['jpeg', true],
    ['gif', true],
    ['pdf', false],
    ['doc', false],
    ['docx', false],
    ['other', false],
  ] as const)('%s is an image: %s', (type, image) => {
    expect(isImageAttachment(type)).toBe(image);
  });
});
