import { describe, expect, it } from "vitest";

import { sanitizeHtml } from "~/lib/sanitize-html.server";

import { attributesOf, elementsOf, expectCanonical } from "./sanitize-html-support";

// What the sanitizer keeps, drops and rewrites; the attacks are in sanitize-html-attacks.test.ts.

describe("sanitizeHtml: allowed content", () => {
  it("returns an empty string for empty or whitespace-only input", () => {
    expect(sanitizeHtml("")).toBe("");
    expect(sanitizeHtml("   \n\t  ")).toBe("");
  });

  it("keeps a realistic CMS snippet unchanged", () => {
    const html =
      "<h2>Projemiz Hakkında</h2>" +
      "<p>Şirketimiz <strong>1998</strong> yılından beri <em>konut</em> ve ticari yapılar inşa ediyor. " +
      'Ayrıntılar için <a href="https://example.com/projeler?tur=konut&amp;sayfa=2" title="Projeler">projeler sayfamıza</a> ' +
      'ya da <a href="/iletisim">iletişim</a> bölümüne bakın.</p>' +
      "<ul><li>Çağdaş mimari</li><li>Deprem yönetmeliğine uygun</li></ul>" +
      '<figure><img src="/files/proje-1.jpg" alt="Proje görseli" width="800" height="600" loading="lazy">' +
      "<figcaption>İstanbul, 2024</figcaption></figure>" +
      "<h3>Teknik Bilgiler</h3>" +
      '<table><thead><tr><th scope="col">Alan</th><th>Değer</th></tr></thead>' +
      '<tbody><tr><td>Kat</td><td colspan="2">12</td></tr></tbody></table>' +
      '<blockquote><p>Kalite &amp; güven.</p></blockquote><hr><p>Tel: <a href="tel:+902120000000">0212 000 00 00</a>' +
      '<br>E-posta: <a href="mailto:info@example.com">info@example.com</a></p>' +
      '<ol start="3" reversed type="a"><li><code>x &lt; y</code></li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
    // A boolean attribute is written without a value.
    expect(sanitizeHtml('<ol reversed=""><li>a</li></ol>')).toBe("<ol reversed><li>a</li></ol>");
  });

  it("turns h1 into h2, keeping its content", () => {
    expect(sanitizeHtml('<h1 class="big" title="Başlık">Ana Başlık</h1><p>x</p>')).toBe(
      '<h2 title="Başlık">Ana Başlık</h2><p>x</p>',
    );
  });

  it("unwraps unknown elements, keeping their text", () => {
    expect(
      sanitizeHtml(
        '<section><article><font color="red">Merhaba</font> <center><custom-el data-x="1">dünya</custom-el></center></article></section>',
      ),
    ).toBe("Merhaba dünya");
    expect(sanitizeHtml("<!DOCTYPE html><html><head><title>T</title></head><body><p>Gövde</p></body></html>")).toBe(
      "<p>Gövde</p>",
    );
  });

  it("removes comments, including conditional and bogus ones", () => {
    expect(
      sanitizeHtml("<p>a<!-- gizli --><!--[if IE]><script>x</script><![endif]-->b<?php echo 1 ?><![CDATA[c]]></p>"),
    ).toBe("<p>ab</p>");
  });

  it("re-encodes text: < and & escaped, every other character written as itself", () => {
    expect(sanitizeHtml("<p>a &lt; b &amp;&amp; c &gt; d &copy; 2024</p>")).toBe(
      "<p>a &lt; b &amp;&amp; c > d © 2024</p>",
    );
    expect(sanitizeHtml("<p>3 < 5 > 4</p>")).toBe("<p>3 &lt; 5 > 4</p>");
  });
});

describe("sanitizeHtml: dangerous elements", () => {
  it("removes script, style, iframe and other active elements with their content", () => {
    const out = sanitizeHtml(
      "<p>önce</p><script>alert(1)</script><style>body{display:none}</style>" +
        '<iframe src="https://evil.example">iç</iframe><object data="x.swf">o</object><embed src="x">' +
        "<noscript>n</noscript><template><b>t</b></template><form action=/x><input name=a><button>b</button></form>" +
        "<textarea><b>t</b></textarea><select><option>o</option></select><video src=v.mp4>v</video>" +
        "<audio src=a.mp3>a</audio><canvas>c</canvas><dialog open>d</dialog><link rel=stylesheet href=x.css>" +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">' +
        "<p>sonra</p>",
    );
    expect(out).toBe("<p>önce</p><p>sonra</p>");
  });

  it("is case-insensitive and handles self-closing syntax on raw-text elements", () => {
    expect(sanitizeHtml("<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeHtml("<script/>alert(1)</script><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeHtml("<StYlE>*{color:red}</sTyLe><p>ok</p>")).toBe("<p>ok</p>");
  });

  it("removes an unclosed dangerous element up to the end of its parent", () => {
    const out = sanitizeHtml("<p>a<script>alert(1)");
    expect(out).toBe("<p>a</p>");
  });

  it("never lets raw-text content turn into markup", () => {
    const out = sanitizeHtml("<xmp><img src=x onerror=alert(1)></xmp><plaintext><script>alert(1)</script>");
    expect(out).not.toMatch(/<img|<script/i);
    expectCanonical(out);
  });
});

describe("sanitizeHtml: attributes", () => {
  it("removes event handlers, style, class, id, data-* and other attributes", () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" ONMOUSEOVER=alert(2) style="position:fixed;inset:0" class="x" id="cookie" ' +
        'data-x="1" title="ipucu" lang="tr" dir="rtl" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'xlink:href="javascript:alert(1)" formaction="javascript:alert(1)">metin</p>',
    );
    expect(out).toBe('<p title="ipucu" lang="tr" dir="rtl">metin</p>');
  });

  it("removes attribute names with odd characters and keeps the first of duplicates", () => {
    const out = sanitizeHtml('<img src=x "onerror=1 /onerror=2 <onload=3 src="javascript:alert(1)" alt=a alt=b>');
    expect(out).toBe('<img src="x" alt="a" loading="lazy">');
  });

  it("validates attribute values", () => {
    expect(sanitizeHtml('<p dir="sideways" lang="tr&quot; onclick=&quot;x">a</p>')).toBe("<p>a</p>");
    expect(sanitizeHtml('<img src="/a.jpg" width="100%" height="50px" loading="auto">')).toBe(
      '<img src="/a.jpg" loading="lazy">',
    );
    expect(sanitizeHtml('<img src="/a.jpg" width="640" height=" 480 " loading="EAGER">')).toBe(
      '<img src="/a.jpg" width="640" height="480" loading="eager">',
    );
    expect(
      sanitizeHtml(
        '<table><tr><td colspan="2" rowspan="x" scope="javascript">a</td></tr></table><ol start="1;" type="disc"><li>b</li></ol>',
      ),
    ).toBe('<table><tbody><tr><td colspan="2">a</td></tr></tbody></table><ol><li>b</li></ol>');
  });

  it("keeps quotes in text attributes escaped, so a value cannot end its attribute", () => {
    const out = sanitizeHtml(`<abbr title='"><script>alert(1)</script>'>x</abbr><img src=a.png alt='a"b'>`);
    expect(out).toBe(
      '<abbr title="&quot;><script>alert(1)</script>">x</abbr><img src="a.png" alt="a&quot;b" loading="lazy">',
    );
    expect(elementsOf(out).map((el) => el.tagName)).toEqual(["abbr", "img"]);
    expect(attributesOf(out)[0]).toEqual(["title", '"><script>alert(1)</script>']);
  });

  it("adds rel=noopener noreferrer to target=_blank links, merging an existing rel", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" rel="nofollow noopener" target="_BLANK">x</a>')).toBe(
      '<a href="/x" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizeHtml('<a href="/x" target="_top">x</a><a href="/y" target="pencere">y</a>')).toBe(
      '<a href="/x">x</a><a href="/y">y</a>',
    );
  });

  it("removes img without a valid src and adds loading=lazy", () => {
    expect(sanitizeHtml('<p>a<img alt="x">b<img src="">c<img src="javascript:alert(1)">d</p>')).toBe("<p>abcd</p>");
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.webp" alt="">')).toBe(
      '<img src="https://cdn.example.com/a.webp" alt="" loading="lazy">',
    );
  });
});

describe("sanitizeHtml: URLs", () => {
  const blocked = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#9;ascript:alert(1)",
    "jav&Tab;ascript:alert(1)",
    "jav&NewLine;ascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    // Numeric references padded with zeros past 8 digits still decode to ":" / "j" in browsers.
    "javascript&#0000000058;alert(1)",
    "javascript&#x00000003a;alert(1)",
    "javascript&#X00000003A;alert(1)",
    "&#00000000106;avascript:alert(1)",
    "&#x00000006A;avascript&#x00000003a;alert(1)",
    "  javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "&#1;javascript:alert(1)",
    "&#x20;javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "file:///etc/passwd",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    " //evil.example/x",
    "https:evil.example",
    "jav&unknownentity;ascript:alert(1)",
    "/yonlendir?hedef=javascript:alert(1)",
  ];

  it.each(blocked)("removes href=%j", (url) => {
    const escaped = url.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(sanitizeHtml(`<a href="${escaped}" title="t">link</a>`)).toBe('<a title="t">link</a>');
  });

  it.each(blocked)("removes img with src=%j", (url) => {
    const escaped = url.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(sanitizeHtml(`<p>a<img src="${escaped}" alt="x">b</p>`)).toBe("<p>ab</p>");
  });

  it("removes unquoted and single-quoted javascript: URLs", () => {
    expect(sanitizeHtml("<a href=javascript:alert(1)>x</a>")).toBe("<a>x</a>");
    expect(sanitizeHtml("<a href='javascript:alert(1)'>x</a>")).toBe("<a>x</a>");
  });

  it("keeps http(s), mailto, tel, site-relative, fragment and relative URLs", () => {
    const allowed = [
      "https://example.com/a?b=1&amp;c=2#d",
      "http://example.com",
      "HTTPS://EXAMPLE.COM/",
      "mailto:info@example.com?subject=Merhaba",
      "tel:+90 212 000 00 00",
      "/projeler/konut-1",
      "#iletisim",
      "sayfa.html",
      "../belgeler/katalog.pdf",
      "?sayfa=2",
    ];
    for (const url of allowed) {
      expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe(`<a href="${url}">x</a>`);
    }
  });

  it("allows mailto: and tel: only in href, not in img src", () => {
    expect(sanitizeHtml('<img src="mailto:a@b.c"><img src="tel:1">')).toBe("");
  });
});

describe("sanitizeHtml: structure", () => {
  it("closes unclosed elements and drops stray end tags", () => {
    expect(sanitizeHtml("<p>a <strong>b")).toBe("<p>a <strong>b</strong></p>");
    // A stray </p> makes an empty paragraph, as in the browser.
    expect(sanitizeHtml("</div></div><p>a</p></body></html></p>")).toBe("<p>a</p><p></p>");
    expect(sanitizeHtml('<a href="https://example.com">tüm sayfa')).toBe('<a href="https://example.com">tüm sayfa</a>');
  });

  it("makes implied end tags explicit", () => {
    expect(sanitizeHtml("<p>a<p>b")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(sanitizeHtml("<p>a<ul><li>b</ul>")).toBe("<p>a</p><ul><li>b</li></ul>");
    expect(sanitizeHtml("<table><tr><td>a<td>b<tr><td>c</table>")).toBe(
      "<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>",
    );
    expect(sanitizeHtml('<a href="/a">a<a href="/b">b</a>')).toBe('<a href="/a">a</a><a href="/b">b</a>');
    expect(sanitizeHtml("<b><i>x</b></i>")).toBe("<b><i>x</i></b>");
  });

  it("drops table parts outside a table", () => {
    expect(sanitizeHtml("<tr><td>hücre</td></tr>")).toBe("hücre");
  });

  it("flattens very deep nesting", () => {
    const out = sanitizeHtml("<div>".repeat(300) + "derin" + "</div>".repeat(300));
    expect(out).toContain("derin");
    expect(out.match(/<div>/g)?.length ?? 0).toBeLessThanOrEqual(100);
    expect(out.match(/<div>/g)?.length).toBe(out.match(/<\/div>/g)?.length);
  });
});

describe("sanitizeHtml: robustness", () => {
  it("never throws on malformed input", () => {
    const inputs = [
      "<",
      ">",
      "<a",
      "<a href=",
      '<a href="javascript:alert(1)',
      "<p>unclosed <b>tags <i>everywhere",
      "</",
      "</>",
      "<!--",
      "<!-- unclosed <script>alert(1)</script>",
      "<![CDATA[",
      "<!DOCTYPE",
      "<?xml",
      "<<<<>>>>",
      "<p <p <p>",
      "<a href=\"x\"\" title='y''>z</a>",
      "<img src=x onerror=alert(1)//",
      "&#xFFFFFFFF;&#99999999999;&#0;&#xD800;&",
      '<a href="&#xFFFFFFFF;&#99999999999999999999;&#xD800;">x</a>',
      "\u0000<p>\u0000</p>\uD800",
      "<p>" + "<b>".repeat(5000) + "x",
      "<div>".repeat(50_000),
      `<p title="${"a".repeat(200_000)}">x</p>`,
      `<a href="/${"x".repeat(300_000)}">y</a>`,
    ];
    for (const input of inputs) {
      const out = sanitizeHtml(input);
      expect(typeof out).toBe("string");
      expect(out).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });

  it("keeps the plain text of unfinished markup at the end of input safe", () => {
    const out = sanitizeHtml("<p>a</p><img src=x onerror=alert(1)");
    expect(out).not.toMatch(/onerror|<img/);
    expect(out.startsWith("<p>a</p>")).toBe(true);
  });

  it("falls back to escaped plain text when the input is nested too deeply to process", () => {
    // The tree walks are recursive: 25,000 nested elements overflow the stack.
    const input = '<span title="x">'.repeat(25_000) + "<script>alert(1)</script>";
    expect(input.length).toBeLessThan(500_000);
    const out = sanitizeHtml(input);
    expect(out.includes("<")).toBe(false);
    expect(out.startsWith("&lt;span title=&quot;x&quot;&gt;&lt;span")).toBe(true);
    expect(out.endsWith("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(true);
  });

  it("handles large but ordinary documents and attributes without falling back", () => {
    const paragraph = '<p>Paragraf <strong>kalın</strong> ve <a href="/sayfa">bağlantı</a>.</p>';
    const doc = paragraph.repeat(Math.floor(400_000 / paragraph.length));
    expect(sanitizeHtml(doc) === doc).toBe(true);
    const title = `<p title="${"a".repeat(200_000)}">x</p>`;
    expect(sanitizeHtml(title) === title).toBe(true);
    const href = `<a href="/${"x".repeat(300_000)}">y</a>`;
    expect(sanitizeHtml(href) === href).toBe(true);
  });

  it("truncates input to 500,000 characters", () => {
    const out = sanitizeHtml("<p>" + "a".repeat(600_000) + "</p>");
    expect(out).toBe("<p>" + "a".repeat(500_000 - 3) + "</p>");
  });
});
