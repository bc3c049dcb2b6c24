/**
 * The final report's HTML scan (`kinds/loop/html.ts`) tells the suggestions of loop-final-report
 * where the body ends and which language the report is written in.
 */
import { describe, expect, test } from 'vitest';
import { scanHtml } from '../src/kinds/loop/html.js';

describe('scanHtml', () => {
  test('reads the lang of the <html> start tag, lower-cased, quoted or not', () => {
    expect(scanHtml('<!DOCTYPE html>\n<html lang="zh-CN">\n<body></body>\n</html>\n').lang).toBe('zh-cn');
    expect(scanHtml("<HTML class=x LANG='en'><body></body></HTML>").lang).toBe('en');
    expect(scanHtml('<html><body lang="zh"></body></html>').lang).toBeUndefined();
  });

  test('finds where the body ends: the first </body>, else </html>, else nowhere', () => {
    const text = '<html><body><p>a</p></body></html>';
    expect(scanHtml(text).bodyClose).toBe(text.indexOf('</body>'));
    const noBody = '<html><p>a</p></html>';
    expect(scanHtml(noBody).bodyClose).toBe(noBody.indexOf('</html>'));
    expect(scanHtml('<h2>改动内容</h2>').bodyClose).toBeUndefined();
  });
});
