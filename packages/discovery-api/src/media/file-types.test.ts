import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentTypeFromStoragePath, fileExtension, fileTypeClass, isImage, isVideo } from './file-types.js';

describe('fileTypeClass', () => {
  it('classes files by extension, case-insensitively', () => {
    const expected: Record<string, string> = {
      'deck.pptx': 'presentation',
      'old.PPT': 'presentation',
      'open.odp': 'presentation',
      'photo.JPG': 'image',
      'logo.svg': 'image',
      'scan.tif': 'tiff',
      'scan.tiff': 'tiff',
      'budget.xlsx': 'spreadsheet',
      'rows.csv': 'spreadsheet',
      'memo.docx': 'document',
      'readme.md': 'document',
      'notes.txt': 'document',
      'clip.mov': 'video',
      'clip.webm': 'video',
      'report.pdf': 'pdf',
      'page.htm': 'html',
      'page.html': 'html',
      'talk.key': 'keynote',
      'song.flac': 'audio',
      'layout.indd': 'indesign',
      'layout.idml': 'indesign',
      'art.psd': 'psd',
      'bundle.7z': 'zip',
      'bundle.zip': 'zip',
    };
    for (const [fileName, typeClass] of Object.entries(expected)) {
      assert.equal(fileTypeClass(fileName), typeClass, fileName);
    }
  });

  it("answers 'other' for unknown or missing extensions", () => {
    assert.equal(fileTypeClass('setup.exe'), 'other');
    assert.equal(fileTypeClass('Makefile'), 'other');
    assert.equal(fileTypeClass('.gitignore'), 'other');
  });

  it('uses only the last extension of the file name, not folder names', () => {
    assert.equal(fileTypeClass('archive.pdf.zip'), 'zip');
    assert.equal(fileTypeClass('folder.pdf/readme'), 'other');
    assert.equal(fileExtension('Reports/Q1.Summary.PDF'), 'pdf');
  });
});

describe('isImage / isVideo', () => {
  it('tells images and videos by extension', () => {
    assert.equal(isImage('a/b/photo.jpeg'), true);
    assert.equal(isImage('scan.tiff'), false, 'TIFF is its own class');
    assert.equal(isImage('clip.mp4'), false);
    assert.equal(isVideo('clip.MP4'), true);
    assert.equal(isVideo('clip.m4v'), true);
    assert.equal(isVideo('song.mp3'), false);
  });
});

describe('documentTypeFromStoragePath', () => {
  it('makes the first folder singular and title-cased', () => {
    assert.equal(documentTypeFromStoragePath('Reports/2024/q1.pdf'), 'Report');
    assert.equal(documentTypeFromStoragePath('presentations/deck.pptx'), 'Presentation');
    assert.equal(documentTypeFromStoragePath('Brand-Guidelines/colours.pdf'), 'Brand Guideline');
    assert.equal(documentTypeFromStoragePath('case_studies/acme.docx'), 'Case Study');
    assert.equal(
      documentTypeFromStoragePath('Sales Reports/x.pdf'),
      'Sales Report',
      'only the last word is made singular',
    );
    assert.equal(documentTypeFromStoragePath('FAQs/x.md'), 'FAQ');
  });

  it("turns 'Cases' into 'Case Study'", () => {
    assert.equal(documentTypeFromStoragePath('Cases/acme.pdf'), 'Case Study');
    assert.equal(documentTypeFromStoragePath('cases/sub/acme.pdf'), 'Case Study');
  });

  it('has no document type for a blob at the root', () => {
    assert.equal(documentTypeFromStoragePath('report.pdf'), undefined);
    assert.equal(documentTypeFromStoragePath(''), undefined);
    assert.equal(documentTypeFromStoragePath('https://acct.blob.core.windows.net/library/report.pdf'), undefined);
  });

  it('reads the path after the container segment of a blob URL', () => {
    assert.equal(documentTypeFromStoragePath('https://acct.blob.core.windows.net/library/Reports/q1.pdf'), 'Report');
    assert.equal(
      documentTypeFromStoragePath('https://acct.blob.core.windows.net/library/Brand%20Guidelines/a%20b.pdf'),
      'Brand Guideline',
    );
  });

  it('skips the account segment of path-style (Azurite) URLs', () => {
    assert.equal(
      documentTypeFromStoragePath('http://127.0.0.1:10000/devstoreaccount1/library/Cases/a.pdf'),
      'Case Study',
    );
    assert.equal(
      documentTypeFromStoragePath('http://localhost:10000/devstoreaccount1/library/Reports/a.pdf'),
      'Report',
    );
  });
});
