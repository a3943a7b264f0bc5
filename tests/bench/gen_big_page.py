#!/usr/bin/env python3
"""Write big synthetic pages of 14 shapes for extract's scaling benchmark.

usage: gen_big_page.py [-s shape[,shape...]] outdir N [N ...]

Shapes (N repeats each): forum (N posts: author box, text, signature,
buttons), article (N <p> of one article), table (N rows of a data table),
links (N <li><a> of a sitemap or archive), cms (N teaser boxes of nested
divs with CMS class names around an article), docs (N sections of a docs
page, each an <h2>/<h3>, paragraphs, a code block), grid (N product
tiles of a shop), comments (N comments under an article), boxes (N
divs of one short line), lines (N <br>-cut lines of one block), deep (N
divs nested, none closed: tag soup), builder (N page builder widgets of
a heading and text, each with its own numbered class), onepara (one
<p> of N sentences), pre (one <pre> of N lines). Files are named
SHAPE-N.html. The text is deterministic (no randomness), so runs compare.
"""
import os
import sys

WORDS = ("der die das und ist nicht ein eine mit auf für von zu im den "
         "Beitrag Antwort Frage Lösung Motor Getriebe Werkstatt Preis Jahr "
         "Woche Stadt Rat Schule Haus Garten Wasser Straße Bahn Zug Netz "
         "the of and to in is that for it as with was on be at by this "
         "le la les de des et un une est pour dans sur avec").split()


def sent(i, n):
    w = [WORDS[(i * 7 + k * 13 + (i >> 3)) % len(WORDS)] for k in range(n)]
    return w[0].capitalize() + " " + " ".join(w[1:]) + "."


def para(i, ns=3):
    return " ".join(sent(i * 5 + k, 9 + (i + k) % 7) for k in range(ns))


HEAD = ('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">'
        '<title>%s</title></head><body>'
        '<header class="site-header"><nav class="main-nav"><ul>'
        '<li><a href="/">Start</a></li><li><a href="/forum">Forum</a></li>'
        '<li><a href="/news">News</a></li><li><a href="/kontakt">Kontakt</a>'
        '</li></ul></nav></header>')
FOOT = ('<footer class="site-footer"><p>© 2026 Beispiel GmbH · '
        '<a href="/impressum">Impressum</a> · <a href="/datenschutz">'
        'Datenschutz</a></p></footer></body></html>\n')


def forum(n):
    o = [HEAD % "Thema: Getriebe ruckelt beim Anfahren - Forum",
         '<main id="content"><div class="breadcrumb"><a href="/">Forum</a> '
         '&gt; <a href="/technik">Technik</a></div>'
         '<h1 class="topic-title">Getriebe ruckelt beim Anfahren</h1>'
         '<div class="posts">']
    for i in range(n):
        o.append(
            '<div class="post" id="p%d"><div class="postprofile">'
            '<a class="username" href="/u/%d">user%d</a>'
            '<span class="rank">Mitglied</span><span class="posts">'
            'Beiträge: %d</span></div><div class="postbody">'
            '<p class="author">Beitrag von user%d » %d.%d.2025</p>'
            '<div class="content">%s<br>%s</div>'
            '<div class="signature">Gruß aus Köln – Golf VII 1.4 TSI</div>'
            '<ul class="post-buttons"><li><a href="#">Zitieren</a></li>'
            '<li><a href="#">Melden</a></li></ul></div></div>'
            % (i, i % 97, i % 97, i % 500, i % 97, 1 + i % 28, 1 + i % 12,
               para(i, 2), sent(i + 3, 8)))
    o.append('</div></main>' + FOOT)
    return "".join(o)


def article(n):
    o = [HEAD % "Langer Bericht", '<main><article class="post">'
         '<h1>Ein sehr langer Bericht</h1><div class="entry-content">']
    for i in range(n):
        o.append("<p>%s</p>" % para(i))
    o.append("</div></article></main>" + FOOT)
    return "".join(o)


def table(n):
    o = [HEAD % "Messwerte", '<main><h1>Messwerte 2025</h1><p>%s</p>'
         '<table class="data"><thead><tr><th>Nr.</th><th>Ort</th><th>Wert'
         '</th><th>Bemerkung</th></tr></thead><tbody>' % para(1)]
    for i in range(n):
        o.append("<tr><td>%d</td><td>%s</td><td>%d,%d</td><td>%s</td></tr>"
                 % (i, WORDS[i % len(WORDS)].capitalize(), i % 1000, i % 10,
                    sent(i, 6)))
    o.append("</tbody></table></main>" + FOOT)
    return "".join(o)


def links(n):
    o = [HEAD % "Archiv", '<main><h1>Archiv aller Artikel</h1><ul class="archive">']
    for i in range(n):
        o.append('<li><a href="/a/%d">%s</a> <span class="date">%d.%d.20%02d'
                 '</span></li>' % (i, sent(i, 6), 1 + i % 28, 1 + i % 12, i % 25))
    o.append("</ul></main>" + FOOT)
    return "".join(o)


def cms(n):
    o = [HEAD % "Nachrichten", '<div class="page-wrapper"><div class="container">'
         '<div class="row"><div class="col-md-8 main-column"><article class="node '
         'node--type-article"><h1 class="page-title">Hauptartikel</h1>'
         '<div class="field field--name-body">']
    for i in range(10):
        o.append("<p>%s</p>" % para(i))
    o.append('</div></article><div class="view-content teaser-list">')
    for i in range(n):
        o.append('<div class="views-row"><div class="node node--teaser">'
                 '<div class="field field--name-field-image"><img src="/i/%d.jpg" '
                 'alt=""></div><div class="teaser__body"><h3 class="teaser__title">'
                 '<a href="/n/%d">%s</a></h3><div class="field--name-summary">'
                 '<p>%s</p></div><span class="meta">%d.%d.2025</span></div></div></div>'
                 % (i, i, sent(i, 7), sent(i + 1, 14), 1 + i % 28, 1 + i % 12))
    o.append('</div></div><aside class="col-md-4 sidebar"><div class="block">'
             '<h2>Meistgelesen</h2></div></aside></div></div></div>' + FOOT)
    return "".join(o)


def docs(n):
    o = [HEAD % "Handbuch", '<div class="wy-nav-content"><div class="rst-content">'
         '<div class="document" role="main"><h1>Handbuch</h1>']
    for i in range(n):
        o.append('<div class="section" id="s%d"><h%d>%d. %s</h%d><p>%s</p>'
                 '<pre class="highlight"><code>mtk run --step %d input.txt</code></pre>'
                 '<p>%s</p></div>' % (i, 2 + i % 2, i, sent(i, 4).rstrip("."),
                                      2 + i % 2, para(i, 2), i, sent(i + 2, 12)))
    o.append("</div></div></div>" + FOOT)
    return "".join(o)


def grid(n):
    o = [HEAD % "Shop", '<main class="shop"><h1>Alle Produkte</h1><div class="products">']
    for i in range(n):
        o.append('<div class="product-tile"><a href="/p/%d"><img src="/i/%d.jpg" alt="">'
                 '<span class="name">%s</span></a><span class="price">%d,%02d €</span>'
                 '<button class="add-to-cart">In den Warenkorb</button></div>'
                 % (i, i, sent(i, 3), 5 + i % 300, i % 100))
    o.append("</div></main>" + FOOT)
    return "".join(o)


def comments(n):
    o = [HEAD % "Artikel mit Kommentaren", '<main><article><h1>Artikel</h1>'
         '<div class="entry-content">']
    for i in range(8):
        o.append("<p>%s</p>" % para(i))
    o.append('</div></article><section id="comments"><h2>%d Kommentare</h2>'
             '<ol class="comment-list">' % n)
    for i in range(n):
        o.append('<li class="comment"><article class="comment-body"><footer class='
                 '"comment-meta"><b class="fn">Leser%d</b> <time>%d.%d.2025</time></footer>'
                 '<div class="comment-content"><p>%s</p></div><div class="reply"><a '
                 'class="comment-reply-link" href="#">Antworten</a></div></article></li>'
                 % (i % 300, 1 + i % 28, 1 + i % 12, sent(i, 5 + i % 20)))
    o.append('</ol></section></main>' + FOOT)
    return "".join(o)


def boxes(n):
    o = [HEAD % "Boxen", "<main>"]
    for i in range(n):
        o.append("<div><div>%s</div></div>" % sent(i, 4 + i % 9))
    o.append("</main>" + FOOT)
    return "".join(o)


def lines(n):
    o = [HEAD % "Gedichte", '<main><h1>Sammlung</h1><div class="poem">']
    for i in range(n):
        o.append("%s<br>\n" % sent(i, 3 + i % 8))
    o.append("</div></main>" + FOOT)
    return "".join(o)


def deep(n):
    o = [HEAD % "Verschachtelt", "<main>"]
    for i in range(n):
        o.append('<div class="wrap"><span>%s</span>' % sent(i, 6))
    o.append("</main>" + FOOT)
    return "".join(o)


def builder(n):
    o = [HEAD % "Leistungen", '<div class="elementor elementor-42"><div class="elementor-inner">'
         '<h1 class="elementor-heading-title">Unsere Leistungen</h1><p>%s</p>' % para(0)]
    for i in range(n):
        o.append('<div class="elementor-element elementor-element-%06x elementor-widget '
                 'elementor-widget-text-editor"><h3>%s</h3><p>%s</p></div>'
                 % (i * 2654435761 % 16777216, sent(i, 4).rstrip("."), para(i, 2)))
    o.append("</div></div>" + FOOT)
    return "".join(o)


def onepara(n):
    return (HEAD % "Text" + "<main><h1>Protokoll</h1><p>" +
            " ".join(sent(i, 5 + i % 9) for i in range(n)) + "</p></main>" + FOOT)


def pre(n):
    return (HEAD % "Log" + "<main><h1>Ausgabe</h1><pre>" +
            "\n".join("%05d %s" % (i, sent(i, 6)) for i in range(n)) + "</pre></main>" + FOOT)


SHAPES = {"forum": forum, "article": article, "table": table, "links": links,
          "cms": cms, "docs": docs,
          "grid": grid, "comments": comments, "boxes": boxes, "lines": lines,
          "deep": deep, "builder": builder,
          "onepara": onepara, "pre": pre}


def main(argv):
    shapes = list(SHAPES)
    if len(argv) > 2 and argv[1] == "-s":
        shapes = argv[2].split(",")
        argv = argv[:1] + argv[3:]
    if len(argv) < 3 or any(s not in SHAPES for s in shapes):
        sys.stderr.write("usage: gen_big_page.py [-s shape[,shape...]] outdir N [N ...]\n")
        return 2
    os.makedirs(argv[1], exist_ok=True)
    for s in shapes:
        for n in argv[2:]:
            with open(os.path.join(argv[1], "%s-%s.html" % (s, n)), "w") as f:
                f.write(SHAPES[s](int(n)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
