/*
 * extract: main-content extraction, in linear passes with no allocation per
 * node once the extractor's arrays have grown.
 *
 *   0. decode (charset.c) and cut the content of script, style and svg
 *      elements and comments out of the page (strip_raw): they are dropped
 *      anyway, and libxml2 scans raw text a character at a time; "<![...]>"
 *      (Word's "<![if !supportEmptyParas]>") is a bogus comment to a browser
 *      and goes too, where libxml2 would keep it as text. Their tags lose
 *      their attributes: a quote left open in one would have libxml2 read the
 *      rest of the page as its value.
 *   1. walk: libxml2's HTML parser in SAX mode (no tree is built). Elements
 *      are numbered in document order, so a subtree is a contiguous range;
 *      invisible and non-text subtrees are skipped (MathML is text, its TeX
 *      annotation is not; a <button> that opens a heading is its text, an
 *      accordion's question, and so is one named an accordion's toggle with an
 *      ARIA state, a heading of its own, "<button class=
 *      kt-blocks-accordion-header aria-controls=...>"); class/id/role/
 *      itemprop give hints (boilerplate, byline/date, caption, article body,
 *      in English and the other major European languages: "werbung",
 *      "kommentare", "bildunterschrift"; an article's info box, Joomla's
 *      "article-info", "post-info", is its byline; a forum post's "signature"
 *      is boilerplate, named so by its class or by its data-role alone,
 *      "memberSignature", and never a name though it holds the forum's
 *      rich-text markup (an API reference's declaration, Javadoc's
 *      "type-signature", is none, and an id that holds a parenthesis, a
 *      code member's anchor "exponential(java.time.Duration,int)", names
 *      nothing); a shop's tab of its customers' reviews, a tab panel
 *      (role=tabpanel, "tab-pane") named "reviews", "votes", "Bewertungen", is
 *      too; its author's details box, "userinfo", "user-details",
 *      "postprofile", is an author's; a flip box's faces are a card's, its
 *      back named an overlay ("elementor-flip-box__layer__overlay"), no
 *      boilerplate; a heading's permalink mark, "headerlink", is hidden, and
 *      so are a link back up to the page's top, "top-link", "nach-oben", and
 *      a footnote's link back to its number, "footnote-backref", but a
 *      box whose name hides a part of it or hides it in print,
 *      "field--label-hidden" (a CMS's body field), "overflow-hidden",
 *      "hidden-print", or in a shop's quick view, "quick-add-hidden" (a
 *      product's description), is shown and no boilerplate; a table's cell
 *      or row named its header and its <caption> named a caption,
 *      "utrecht-table__header-cell", are the table's own; a box named for a
 *      recipe's ingredients, "ingredients table-header", "Zutaten", or marked
 *      itemprop=recipeIngredient, is the recipe's whatever else its name
 *      says); the visible text is cut into blocks at block-level boundaries
 *      with whitespace collapsed as a browser renders it ("&#147;", a C1
 *      control to libxml2, is windows-1252's quote; a character of the Private
 *      Use Area is an icon font's glyph, no text, and so is the ligature's
 *      name in an element named for one, "<i class=material-icons>timer</i>");
 *      an element styled "display:inline" is no block boundary, and nor is
 *      anything inside an inline-block box set in a line of text (an icon; one
 *      that starts a line is a layout column; a heading stays a block); a
 *      custom element (a web component, "<article-meta>", "<share-bar>")
 *      that starts a line is a block, named as a class names a box, and one
 *      in a line of text is inline ("<relative-time>"); a
 *      <cite> that starts a line in a blockquote is a block, the quote's
 *      header ("kim wrote: 14 Mar 2023, 08:10", phpBB's); so is a run of links
 *      on two or more <br> lines between blank lines ("<br><br>") in a block
 *      of text: a hand-built page's menu under its welcome text (a line that
 *      opens with a link, "<a>Click here</a> for ...", stays in the text, and
 *      so does a run between two kept parts of the block: a post's sources
 *      between its paragraphs); a code listing set in boxes, a box a line
 *      ("syntaxhighlighter", "crayon-syntax"), is one block of lines as a
 *      <pre> is, and its gutter of line numbers is hidden (so is a gutter in
 *      a cell or box of its own beside the code, a <pre> of the numbers from 1
 *      up alone: "<td class=gutter><pre>1 2 3"); an inline element named a
 *      label ends a word, its value run on after it in the markup: a fact
 *      box's "<span class=label>Datum</span><span class=value>12.09.2026"
 *      (label_class). Each block records
 *      its length, link text, words (a run of signs with no letter or digit,
 *      "&", is none), stopwords, punctuation and owner element. A mailto:/tel:
 *      link whose text is the address itself and follows a label's colon,
 *      "Telefon: 0761 123456", "E-Mail: info@beispiel.de", is no link text: a
 *      contact line, as the address in plain text is (an author's "Write to
 *      Kim at kim@..." and a share bar's "E-Mail" stay links).
 *   2. container: every block gets a signed weight (long, sentence-like,
 *      link-poor text is positive; menus, link lists, teasers (a cut-off
 *      summary that opens or closes with its link; a paragraph that trails
 *      off, "Sigh...", with a link inside its text is prose, and so is one of
 *      300+ characters with under a tenth in links: it leads on to a picture),
 *      the site's legal notice and terms ("use of this website constitutes
 *      acceptance", "not responsible for the content of external sites", a
 *      "Disclaimer:" about the site, a press portal's "Für den Inhalt der
 *      Pressemitteilung ist der Einsteller ... verantwortlich") and text under
 *      boilerplate hints negative; a short table cell, or the one block a cell
 *      holds, "<td><p>Kreta", linked too in a row of three or more such cells,
 *      one of them text (a list article's "<a>D-1-89-141-1</a>"; a row of a
 *      grid of boxes of one class too, a profile's transfer history), and a
 *      line of a recipe's ingredients, "2 EL Butter", its name linked or not
 *      (a line of links alone there, not an item of a list or table, is a tag
 *      cloud's), weigh nothing: data, and so does one of three or more
 *      downloads in a row, each a link to a file with its size after it
 *      ("Satzung (212,8 KiB)": a CMS's list of files, kept in the container as
 *      an ingredient is; one or two after an article are its links), and so
 *      does a line of a price box: one of two or more boxes of one tag and
 *      class, each holding one price, "€29", a heading and one link at most,
 *      its button, a page builder's price tables, where the names of the
 *      boxes, "__header", "__footer", are no verdict), and the element whose
 *      subtree has the largest weight sum is the article container: the
 *      maximum-sum subtree is the region with the most content and the least
 *      boilerplate, with no thresholds on depth or siblings. A notice about
 *      the reader's browser that names the page or the site weighs as the
 *      legal notice, and so does a short line that asks for consent to cookies
 *      to show a map or a video (in the major European languages; cookies on a
 *      baking tray stay) or one under 100 characters that says a widget needs
 *      JavaScript ("This slideshow requires JavaScript.", "Bitte aktivieren
 *      Sie JavaScript"); a consent tool's placeholder for an embed, under 300
 *      characters, that names itself so and the third parties a click sends
 *      data to ("Sie sehen gerade einen Platzhalterinhalt von Instagram. ...
 *      Drittanbieter"), or asks for consent to show it and names them ("Um
 *      diesen Inhalt anzuzeigen, benötigen wir Ihre Zustimmung. ... an
 *      Dritte"), or calls it external content and offers to show it ("Hier
 *      finden Sie einen externen Inhalt von Datawrapper. ... anzeigen"),
 *      weighs nothing (the post goes on below it) and is dropped in select
 *      with the short lines of its box, its title and question ("Externe
 *      Inhalte", "Möchtest du diesen Inhalt von TikTok sehen?"),
 *      and so is a privacy plugin's line over an embed, under 200
 *      characters, that opens with a call to click to show it ("Klicken Sie
 *      hier, um den Inhalt von YouTube anzuzeigen") or says that loading it
 *      accepts a privacy policy ("Mit dem Laden des Videos akzeptieren Sie die
 *      Datenschutzerklärung von YouTube"). Article markup
 *      (itemprop=articleBody, article-body classes, <article>, <main>) adds a
 *      bonus. A hint weighs, it never vetoes the article: a boilerplate hint
 *      on an element holding most of the page's prose, on a long run of prose
 *      that is most of its text, or on paragraphs of link-free prose and
 *      nothing else, is a name and is ignored (never one of cookies or
 *      consent, "CybotCookiebotDialog", nor any on a box whose prose is half
 *      on cookies or consent, a consent tool's preference centre in a "modal",
 *      on a box without article markup or the headline and under four fifths
 *      of the page's text, "wrapper cookies-not-accepted" is a page-wide flag:
 *      a consent manager's dialog, its tabs of texts on each kind of cookie;
 *      and one under hashed names, the smallest box around a link that opens
 *      with a consent button's words, "Alle akzeptieren", "Accept all", "Tout
 *      accepter", or a content blocker's over a video or a map in the body,
 *      "Inhalt entsperren", that holds no headline and whose text is a third
 *      prose on cookies, consent or a third party's service, is named so; two
 *      or more such boxes are no page builder's names for its boxes), and so
 *      are page-wide classes on <html>/<body>; so is an <aside> around a
 *      blockquote: a post quoted in a reply, and a blockquote's <footer>: the
 *      quote's attribution, "— Dr. Anna Kruse, Kuratorin"; so is a comment
 *      name on a thread whose posts are all named comments (Invision
 *      Community's "ipsComment", "comment-123_wrap"): comment-named boxes hold
 *      half the prose, the first comes after the headline and no article's
 *      body comes between (under 100 characters of text outside hints and
 *      headings, no <article>, <main> or article-body box: a post with a video
 *      and its readers' comments; a question's opening post under 600
 *      characters and two thirds of its replies' prose, no form after them,
 *      counts with the replies); so is a boilerplate word ("widget") on two
 *      or more outermost boilerplate boxes that hold more than half the page's
 *      prose together and none of them four fifths alone (an FAQ's accordion
 *      under a box of text; a cookie banner's prose is not the page's, "about
 *      us" in a page builder's boxes over a consent dialog's long text): a
 *      page builder names every box of the page so
 *      ("elementor-widget-container"); where one box of the word holds over
 *      four fifths, the boxes of the word inside it count instead (a shop's
 *      reviews, each "celwidget" in a list named so too); and where the box of
 *      the word with the most prose, outermost or right inside one, holds over
 *      four fifths of its parent's, a box of the word with prose before it
 *      under that parent, and the boxes of the word inside that box, are named
 *      so too: the text above an FAQ's accordion, each in a widget; so is a
 *      navigation word ("menu", "nav") on a box of 200+ characters that holds
 *      no link, and every hint inside it: a restaurant's menu
 *      ("menu-section-header", "menu-item-title", the prices); so is a <nav>
 *      of link-free prose and no boilerplate word, an FAQ's answer in a site
 *      builder's dropdown ("w-dropdown-list"); and so is one on a box of one
 *      heading (no h1 but the headline, TYPO3's "csc-header" over the intro;
 *      no link, no sentence but a question: a dek, an accordion's question,
 *      "accordion-header") right over prose, a table (opening hours) or a list
 *      of link-free items in the box's next sibling (a craftsman's services),
 *      or past one or two short lines under a name (a team member's name and
 *      role, "Schreinermeister und Inhaber."; not a date): a CMS names each
 *      section's heading box a header ("frame-header", Jimdo's "j-header"),
 *      and as boilerplate it made each section of a legal notice, a post's
 *      title or a team member a teaser card, and took a team's heading and
 *      first name. The element that starts at or just after the headline (an
 *      h1-h6 found in the <title>, the longest one where all that are found
 *      are links; not a section's h2 that is one item of a list in the title,
 *      "Speisekarte & Öffnungszeiten", under an h1 that shares a word with the
 *      title: the h1) gets a bonus, so a short post beats a longer blurb
 *      elsewhere; what comes before the headline, when it holds at most two
 *      blocks of weight (an "about me" blurb, a tagline in the masthead),
 *      weighs a quarter. A winner after the headline's post, past boilerplate
 *      weighing 300 or more, is a sidebar box far from it (a list of events, a
 *      blurb in another language): the post wins when it weighs 0.3 of the
 *      box; so does a winner under an author hint below the headline, the
 *      author's bio box under a short post ("Über die Autorin"), near the
 *      headline too: the post, the best element near the headline that is no
 *      such box, wins when it weighs 0.3 of it. After 300 characters of prose,
 *      a comment section's heading halves the weight of what follows it (a
 *      reader's long post does not outweigh a short article in a box of its
 *      own). A container holding little of the page's positive weight is
 *      widened, and so is one of a single block when its parent holds 50 more
 *      of it: a post's first paragraph, cut off from the rest by a list or
 *      short lines that weigh negative (a list of places, of devices, a
 *      picture's line between paragraphs; and where the parent's link lists
 *      outweigh its prose, when a paragraph of 50 is next to the block: a
 *      wiki's stub over its navigation boxes, "navbox"; and whatever its
 *      weight, when a table of data, nine cells or more, follows the block
 *      past up to two headings: a list article's introduction; and so is a
 *      heading over one block before such a table, a profile's box of facts
 *      over its boxes of statistics). A container that is one of four or more
 *      sibling boxes of one tag and class holding prose (digits aside: "post
 *      bg1", "post bg2"), or whose parent, or an ancestor up to three levels,
 *      is, is a post of a thread: the run's parent is the container, where the
 *      first post, long, outweighed its short replies and their link bars; two
 *      or three such boxes do when each holds an author's box (a thread of a
 *      question and its answer, each post an <article> that weighs extra).
 *      But the box around a headline named in the <title>, with a byline or
 *      date, is the container when a later sibling box of its tag and class
 *      holds a heading, a byline or date and 400+ characters of prose of its
 *      own: a news site's next story, appended below by infinite scroll.
 *   3. select: inside the container, blocks under boilerplate (but a box named
 *      a header and nothing else, past a paragraph of the body, that holds a
 *      heading and a sentence and no link: a recipe card's title and
 *      description, "mv-create-header", a post's title on a blog's page of
 *      posts; nor the body's lead named a teaser, "<p class=teaser>", or
 *      named a lead in a box named a header around the headline, a sentence
 *      of 80+ characters and no link over the body, on a page not in
 *      English), byline and caption hints (not a recipe's time under a box
 *      named a time, "Vorbereitungszeit 30 Min.", "Prep Time: 5 minutes",
 *      "Temps de cuisson : 1 h": the recipe's; a date line whose text, links
 *      aside, is all of inline elements under a date hint, "<span
 *      class=date>", is under it past a paragraph of the body: a post's header
 *      line, "03-14-2023, 10:10 #2"; a table in a <figure> is data, no
 *      caption: a block editor sets every table in one; a heading named a
 *      "title" after a paragraph of the body, an info box's "Hintergrund",
 *      stays between kept blocks, and so does a year alone, a step of a
 *      history's timeline ("timeline-date": "1878"), and a heading alone in a
 *      box under a byline hint, not an h1, a link, a date, an author or a
 *      widget phrase: a page builder names every heading a title,
 *      "elementor-heading-title"; and so does a question, "...?", over its
 *      answer's paragraph in its box: an FAQ's accordion names each question a
 *      title, "elementor-tab-title"; a link within the page, its toggle, or a
 *      box of the pair alone past the boxes around each, "panel-heading",
 *      "panel-collapse", as Avada's and WPBakery's toggles have, changes
 *      nothing; and so does a note's label of three words or fewer, itself
 *      or its box named a title, over the note's paragraph in a small box of
 *      theirs, "admonition-title", "gb-notice-title", "Hinweis"), link lists,
 *      teaser cards (a linked headline and a short summary, not a heading
 *      that links within the page
 *      nor an h1 with no link in a box named a header, a CMS's element,
 *      "<header><h1>"; nor, on a page not in English, the box around the
 *      headline that holds a lead named so, the article's header under a
 *      linked section's name; a table row of three or more cells, one a
 *      line of 8+ words, is data: a title, a year, what it is about; a list
 *      whose items are a block each, links or prose, is a list; a run of
 *      three or more cards whose links are under three words, each within six
 *      blocks of the last, is a forum thread: the posts under their authors'
 *      names stay; so does one such card of the tag and class of a box around
 *      the body's longest paragraph, a reply under a thread's first post,
 *      where two or three posts make no run, and so does the card holding
 *      that paragraph under a linked title of three words or more where two
 *      such cards stay: a review portal's first review (no microdata), under
 *      its title, and so does that card under short links and a title linked
 *      within the page, a thread's first post ("#p123", phpBB's) whose
 *      replies make no cards; a link that opens with a reply's "Re:", "AW:"
 *      is a post's title and no headline (in a box named boilerplate too when
 *      the rest is the headline:
 *      the subject over each reply in a thread, "Re: <title>", Simple
 *      Machines'), and so is a link in a blockquote, a quote's source, and a
 *      date link, a post's permalink, and a link within the page ("#": a
 *      reply's "Hide quoted text"); a card whose only links are a time or a
 *      date in figures, "17:40 Uhr", is a live blog's entry under its
 *      permalink and stays, alone too, and so is one whose links are a post's
 *      header in a box named boilerplate ("answer-header"), its author's name
 *      under an author hint or a date under a date hint, or the one line of
 *      a box named for the author, a linked name and a time after it
 *      ("Ratlos2000 vor 1 Tag"): an answer of a Q&A page, one of a mailing
 *      list's thread, or a short line with a time in figures, an entry's
 *      stamp ("Publié à 16h58", "20:15 Anna Berger" in a
 *      "ticker-posting-header"), and the heading after it in that box, the
 *      entry's title, which stays between kept blocks; so is one whose text is
 *      marked up as a post's or a review's, itemprop=text or reviewBody: an
 *      answer, a review under its linked title; a card that stays keeps its
 *      linked heading, the title of a service on a company's page, but not a
 *      reply's "Re: ..."; a heading named "header" by its own class and by no
 *      other boilerplate word, a page builder's "et_pb_module_header", is such
 *      a card's title, no boilerplate box around it), credits, markup-looking
 *      text outside a <pre> (a serialized <noscript>, a WordPress shortcode no
 *      plugin rendered, "[button link=...]...[/button]"; in one it is a
 *      tutorial's sample), a theme's structured data hidden by its CSS (two or
 *      more bare addresses, half the block's text or more), known widget
 *      phrases (not a card's heading, h2-h6, over link-free prose in its box:
 *      a company's service, "Print & packaging", "Werbung & Beschriftung"; not
 *      a date, a byline or a comment section's), the site's terms (and a
 *      forum's list of the reader's rights, "You cannot reply to topics in
 *      this forum", a line each), a forum post's author box ("Joined: ...",
 *      "Posts: ...": two labels or more, each opening a line, or blocks of
 *      their own next to each other, vBulletin 3's "Fecha de Ingreso: ene
 *      2024", "Mensajes: 3"), a reply's heading that is the headline after
 *      "Re:" or "AW:" (vBulletin's "AW: <title>" over each reply), a forum's
 *      counters (who thanked or liked a post, "Users browsing this forum: ...
 *      3 guests"; a list item of up to three digits alone: the likes under a
 *      post, kept between paragraphs otherwise; not a value under its kept
 *      term, an exposé's "Zimmer" "5"; a count rounded to thousands alone,
 *      "1.2K", "15K", "2,3 Mio.", not in a table: a post's claps under its
 *      byline; a slideshow's counter, "Bild 2 von 12", "Image 3 of 12", "Bild
 *      3/12", not a rating, "9/10", nor a heading; a video's running time
 *      alone, "1:42 min", not a list item's; a rating widget's line closed by
 *      its count of votes in brackets, "Leserwertung 7.9 (23 Stimmen)", "4.6
 *      (120 votes)": readers' ratings under a review or recipe; a review's
 *      score box, a figure with a decimal or out of a scale alone, "8,6",
 *      "4,5/5", "4.6 (128)", or with the word for a score, "VOTO 8.8", "Our
 *      Score 8", "4,0Gesamtwertung" (not a paragraph under the verdict's,
 *      "Wertung: 8,5/10": the critic's line), and a sub-score's label in its
 *      list item, "Espresso" over "4,5/5", or its term, "<dt>Zimmer</dt><dd>
 *      5,4</dd>"; a price alone on its line in a
 *      shop's card, "CHF 549.–", "ab 39,99 €", where the container holds no
 *      third (a restaurant's menu); an affiliate plugin's offer box run into
 *      one line, a price and a shop's call, "Bei Amazon kaufen", no sentence;
 *      a table of contents' title, "Sommaire", over its links; a sort or
 *      filter control's label alone on its line, "Sortiert nach:", "Sort by:",
 *      "Trier par :", and a count of views alone, "1.284 Aufrufe", "412
 *      views": a Q&A page's or a thread's furniture; a box office's
 *      list of performances, each date closed by its "Tickets" link or
 *      "Ausverkauft"), the lines of a shop's buy box beside a product's text,
 *      short and in no table (the spec table's stay): its number,
 *      "Artikelnummer: GS-25", "Réf. : 1234", its stock, "Sofort verfügbar",
 *      "En stock", its delivery time, "Lieferzeit: 1 - 3 Werktage", "Plazo de
 *      entrega", its note on tax and shipping, "inkl. MwSt. zzgl. Versand",
 *      "Impuestos incluidos", "Inclusief belasting. Verzendkosten ...", and a
 *      price right over that note (passed over as neighbours: a spec table's
 *      title under them, "Ficha técnica", is judged by the text above), a
 *      guestbook's count of its entries ("Es sind 214 Einträge im Gästebuch.
 *      Eintrag hinzufügen"), a Q&A page's heading that counts the answers
 *      under it ("3 Answers", "3 Antworten"), keyword lists for search engines
 *      (on an English page: 20+ words, most in lower case, commas between them
 *      and no function word, or words glued by more commas than there are
 *      words: "trade,sales,region") and an h1 (the page's headline over an
 *      article in markup, <article>, <main> or an article-body class, or over
 *      the whole page; in a plain box of text, an old page's table or div, it
 *      heads that text and stays; a lower heading from the <title> is a post's
 *      own and stays) are dropped (a caption that is a sentence is kept, and
 *      one of 4+ words with no credit in it that is not a video's title is
 *      kept between kept blocks: a picture in the body; one of two or three
 *      words when another picture's kept caption is next to it, not holding it
 *      nor held, and a kept block on its other side: a post told in pictures,
 *      "Ankunft am Anleger"; a sentence with its credit in parentheses after
 *      it is kept where no kept paragraph follows it: a slideshow's text, a
 *      gallery after the body, and one with its credit set after it with no
 *      parentheses, "... im Ötztal. Foto: Anna Rosen", "... at dawn.
 *      Photograph by Greta Rybus", between kept blocks once the body has begun
 *      past the standfirst: a magazine's picture in the body; but a gallery of
 *      titled pictures set in a body with 1,500 characters of prose outside it
 *      goes whole: a site's "news in pictures"; any other caption goes and is
 *      passed over by the context sweeps, as a buy box's line is: a list
 *      article's item heading over its picture, credited "Foto: dpa/...",
 *      stays with the text below it), and
 *      so is the text of a small form inside the container (under 400
 *      characters and under two thirds of the container's: the labels of a
 *      newsletter or "email this" box; a form that wraps the page is not
 *      inside it), and so is a form's after the body (500 characters of prose
 *      above it, none below, under a third of the container's text: a job ad's
 *      application form, "Resume/CV *", its questions and its privacy note); a
 *      short unpunctuated block is kept only between kept blocks (context
 *      smoothing, as jusText does; not a line of a price box, not a table cell
 *      or the one block a cell holds: a shop's attribute table may close the
 *      article, each cell's value a paragraph; the top of the container counts
 *      as kept above a heading h2-h6 so decided, or a paragraph all bold,
 *      "<p><strong>About us</strong></p>", a job posting's first section: a
 *      site builder's first section title, "wsite-content-title", a date over
 *      a post; so does a dropped entry stamp, a short line with a time in
 *      figures, right above such a heading or bold line: a live blog entry's
 *      title under its time, "18:40 Uhr", "Publié à 16h58" (and one right
 *      under it is passed over, "20:30 Uhr red" under the entry's title), and
 *      a dropped line under a boilerplate hint right above a heading, a share
 *      bar over a live blog's summary, "Das Wichtigste in Kürze", and the
 *      page's dropped h1 above a line in its box over a button, a page
 *      builder's hero's subtitle, "Ihre Gesundheit in guten Händen" over
 *      "Termin vereinbaren", whose next kept block past the buttons decides
 *      it; and so does anything above a heading h2-h6 right over a kept
 *      paragraph of prose of 150+ characters, "Informazioni utili" after a
 *      button that went, or over a run of 150 characters kept that opens with
 *      a sentence or a list's item, "So arbeiten wir" over a line and the
 *      steps after the counters; a heading with a number and no year, "2.
 *      Angebot", "Microsoft 365", is no date; a line of up to six words that
 *      ends with a comma right over a kept paragraph is a letter's or a post's
 *      salutation, "Hallo zusammen,", "Dear readers,", "Bonjour à toutes et
 *      à tous,", and stays there, and
 *      one that opens with a closing word right under a kept block is its
 *      closing, "Liebe Grüße", "Eure Katrin", "Bisous", a support forum's
 *      "Mit freundlichen Grüßen", "Gruß", "Cordialement", and stays with a
 *      name of up to two words under it, "Renate"), and so is a link that is a
 *      sentence (8+ words, 3 function words, a full stop: a week's news, each
 *      line a link to it; on a page not in English, whose function words go
 *      uncounted, a paragraph's with 25 characters outside its links: "Sie ist
 *      seit 2016 Mitglied der <a>Deutschen Akademie ... </a>."), and a heading
 *      under 100 characters whose links go within the page (a section's, back
 *      to the contents); an item of a list that is mostly its link (not a dt,
 *      the heading of a dd) is kept when 2+ of the list's items, and 40% of
 *      its items that are kept or linked, are kept: a list of references, of
 *      bugs fixed (one kept item is enough under a kept heading right above
 *      the list where the linked items are no more: a section of a post's list
 *      of links, "Sonstiges"; and every item, with its heading, where that
 *      heading names a podcast episode's show notes, "Links zur Folge",
 *      "Shownotes", "Liens de l'épisode"); and so is one in a sub-list under a
 *      kept item that ends with a colon ("In progress:"), and every item of a
 *      list of three or more such, each with 4+ characters outside its link,
 *      "2014: <a>Wilhelm-Raabe-Literaturpreis</a>", with kept blocks right
 *      after it and before it (past its heading, kept too): a biography's
 *      awards; after the body, teaser lists (an all-link heading and a short
 *      summary, the summary in a box of its own in an <article>'s card or not,
 *      repeated under one parent, or past each card's own boxes under a grid
 *      that opens with a card, "col > card > card-body": a glossary's other
 *      terms; counted afresh when a second choice of container selects again;
 *      with no paragraph of a body, pairs under terms of three words or fewer
 *      that hold twice the prose kept outside them are the page, kept with
 *      their terms: a glossary's index, "<dt><a>Abfindung</a><dd>...") are
 *      dropped (a heading or a term that links within the page, to its own
 *      anchor, heads no teaser nor a card: a reference's "<h2 id=syntaxe>
 *      <a href=#syntaxe>", "<dt id=index><a href=#index>", is decided by
 *      its neighbours as a heading linking to the contents is), and so are
 *      teasers that are one block each (a linked headline,
 *      a line break, a summary) after a body of 400 characters or more (the
 *      body ends at its last paragraph of 150 characters or more: short lines
 *      after the list, a list of reports, do not keep it; unless teasers come
 *      before such a paragraph, an index page), and an author's bio box (under
 *      an author hint, after the last paragraph), and a short copyright line
 *      after such a paragraph ("Created 1996-2006 by ... All rights reserved":
 *      the site's footer; a news agency's notice, or one in parentheses, is
 *      the story's); a preview cut off with an ellipsis before its "more" link
 *      goes where the text it opens follows within 40 blocks (a shop's
 *      description tab holds both); a heading whose section was dropped whole
 *      goes with it, and so does one that opens a box whose other blocks, all
 *      links, were dropped: a box of links under its title between paragraphs
 *      ("Další články", "Latest headlines"), and a short title, no sentence,
 *      over a dropped list of two or more links ("Articles similaires" over
 *      the post's last paragraph); a heading under 60 characters that says the
 *      listings under it are like the page's ("Ähnliche Jobs", "Similar
 *      properties", "Offres similaires", "Das könnte Sie auch interessieren"),
 *      over two or more boxes of one tag and class, each under 600 characters
 *      and holding a link (its siblings, or the children of its next sibling:
 *      a grid's row), goes with them: a portal's other jobs, flats or events,
 *      each card's snippet a sentence, where the ad itself is lists and no
 *      prose. A pull quote, a sentence of the body set again in a blockquote
 *      of one or two blocks between its paragraphs ("wp-block-pullquote",
 *      "exergue"; "Wer Zeit hat, ist verdächtig."), found, its quotation marks
 *      stripped, in a longer kept block at most eight blocks away and in the
 *      box three levels above it, goes whole with its attribution: the copy
 *      is no text twice (not a quote a line leads in to with its colon: a
 *      blog quoting its older post; nor a reply's quote of an earlier post's
 *      sentence with no attribution, Flarum's "uncited": its source in
 *      another post's box). Widget
 *      phrases, comment headings and a copyright line's words
 *      are listed in English and the other major European languages, Russian,
 *      Czech, Swedish and Turkish too ("Читайте также", "Läs också", "Ultimo
 *      aggiornamento: 16 giugno", "Комментарии (2)", "© RIPRODUZIONE
 *      RISERVATA"; a player that reads the article aloud, "Listen to this
 *      article", with its times and its voice's credit run into one line
 *      under 200 characters, its note that a machine speaks it, "Diese
 *      Audioversion wurde künstlich generiert.", and the reading time,
 *      "Lesedauer: 3 Min.", or a short line that gives it after its minutes
 *      or after a date, "12. November 2024 · 4 Min. Lesezeit", "7 min
 *      read", "07.05.2025 · 6 Min.", a byline in utility classes, are
 *      widgets too, and so is a health portal's line, not a sentence, of who
 *      wrote the text or checked it, "Medizinisch geprüft von Dr. ...",
 *      "Validé par le Dr ..., neurologue", "Revisado por ...", or when it was
 *      last changed, "Zuletzt aktualisiert am 21. August 2026 · Lesezeit 3
 *      Min.", and so are a player box's label, its kind and running time or
 *      its call to play, "Audio: 3 Min", "Video afspelen · 1:54", its time
 *      readout, "0:00 / 54:30", a slideshow's counter, the whole line, "2 /
 *      10", "Bild 3 von 12", "Foto 3 di 10" (not "4/5", a score), a public
 *      broadcaster's note on the programme that covered the story, "Dieses
 *      Thema im Programm: Das Erste, ...", "Über dieses Thema berichtete ...",
 *      a help page's feedback prompt, "War diese Seite hilfreich?", "Quanto
 *      sono chiare le informazioni su questa pagina?", an advice portal's,
 *      "War dieser Ratgeber hilfreich?", "Was this guide helpful?", its
 *      widget's other lines run into it too (under 200 characters), a
 *      news site's, "Hat Ihnen dieser Artikel gefallen?" (a widget's label
 *      is one with a figure run into it, "Artikel anhören3:12"), and a date
 *      line's "Zuletzt geändert", "Última actualización" (a capital letter
 *      outside ASCII listed), a blog's star rating widget's question and call,
 *      "Wie hilfreich war dieser Beitrag?", "Klicke auf die Sterne um zu
 *      bewerten!", a recipe card's call to show the dish made, "Did you make
 *      this recipe? Tag @... on Instagram", "Recept geprobeerd? Vermeld @...",
 *      its heading and text one line or the text alone, a Q&A site's call
 *      under the answers, "Not the answer you're looking for? Browse other
 *      questions tagged ...", and a forum thread's heading over its posts,
 *      "Recommended Posts" in the forum's language, and a quote's toggle in a
 *      post, "Click to expand...", "Zum Vergrößern anklicken...."; so is a
 *      call to follow the site on a network, to join its channel or pin the
 *      post there, that opens a line (past an emoji) or a sentence, "Síguenos
 *      en Twitter", "Puedes seguir a ... en Facebook", "Épinglez-le sur
 *      Pinterest !", "Подписывайтесь на наш Telegram", "📲 Participe do
 *      canal", and a rating widget's score and
 *      votes, "(12 votos, promedio: 4,58 de 5)", "4.86 da 21 voti", and the
 *      question under it, "Cet article vous a-t-il été utile ? Oui Non", "¿Te
 *      ha resultado útil?", and the newsroom's call for tips, corrections or
 *      feedback, a sentence or two under 200 characters, "Heb je een tip of
 *      zie je een fout in dit artikel? Laat het ons weten", "Hast du Feedback
 *      zu diesem Artikel? Schreib uns", or for readers' pictures, "Schick uns
 *      deine Bilder, Videos und Informationen per WhatsApp", and a post's
 *      disclosure, a line under 200 characters that says the post holds
 *      affiliate links or that its shop links pay the site, naming a fee and
 *      links ("If you buy something through our links, we may earn a
 *      commission"), "*Dieser Artikel enthält
 *      Affiliate-Links", "... / Affiliate Links / Bilder von der Amazon
 *      Product Advertising API" (not a sentence that only names them, "Ein
 *      Affiliate-Link ist ..."), or that it is paid for, "Werbung | ...", "As
 *      an Amazon Associate I earn ...", but not a copyright notice, and a
 *      blogger's call for a tip under 250 characters, "Wenn du magst, kannst
 *      du mir einen Kaffee spendieren!", "Buy me a coffee", or for members,
 *      "consider becoming a member on Patreon", "auf Steady", and a German
 *      paper's call in the body to sign up for its newsletter, "Dann melden
 *      Sie sich hier für unseren kostenlosen Newsletter an", and any short
 *      line that asks to sign up for one, "Get the newsletter in your inbox"
 *      (a post about newsletters names one in its text, "do not put it in the
 *      newsletter")); such a label set off by dashes is one too, "- Publicidad
 *      -", "– Anzeige –"; a small box that an ad's label opens ("Anzeige",
 *      "Advertisement", "Publicidad", "Реклама", "Inzerce": four blocks or
 *      fewer, under 500 characters) is the ad, its text too, and so is one
 *      that a shop's title on shipping and returns opens, under 800
 *      characters, after the product's text (Shopify's collapsible tab,
 *      "Versand & Rückgabe", "Shipping & Returns", "Verzending en retour"),
 *      and so is an affiliate's product box in a post ("Bestseller Nr. 1", the
 *      product's linked title, its features, its price, "Bei Amazon ansehen"):
 *      the largest box around a price line that holds one or two prices, 12
 *      blocks at most, none of 150 characters, and the linked title of four
 *      words or more above the price (a price table names its plan in a
 *      heading, a post's review of a product runs to paragraphs, a price in a
 *      table cell is a comparison's: they stay), and so is a bio box that its
 *      heading opens past a paragraph of the body ("Über die Autorin", "About
 *      the author", a magazine's "Zur Autorin", "L'autore", "Written by Jane
 *      Doe": six blocks or fewer, under 800 characters; a label of 40
 *      characters or fewer, no heading but styled as one, "<div
 *      class=uppercase>Über die Autorin", opens one too in a box of utility
 *      or hashed classes), as one under
 *      an author hint is, and so is a newsroom's call to fund it that its
 *      heading opens so ("Unterstützen Sie unabhängigen Journalismus",
 *      "Support independent journalism"), and so is a month's grid, a table of
 *      14 or more cells that are days and weekdays' short names alone (a
 *      holiday flat's occupancy calendar), and so is a byline set as a
 *      portrait and a line or two beside it between the headline and the
 *      text, in classes that name nothing (an <img> named "avatar" or
 *      "rounded-full", or 100 pixels square or smaller, beside "Dr. med.
 *      Anna Lindner" over "Fachärztin für Orthopädie": three short lines at
 *      most, no link, no sentence). When the selection keeps under a
 *      fifth of the container's positive weight (a grid of teaser cards won),
 *      the blocks it dropped weigh nothing and the container is chosen once
 *      more; when it keeps more, the second choice stands if it is the article
 *      inside the first, without a sidebar's teasers. After 300 characters of
 *      body, a comment section's heading ("12 Comments", "3 thoughts on",
 *      "Leave a Reply", "Have your say", "Kommentare", "Diskutieren Sie mit",
 *      "Join the conversation", "Schreibe einen Kommentar", "评论 (3)",
 *      "コメント（3件）", "댓글 3", "التعليقات") ends the article whatever its markup
 *      is named (one with nothing kept before it and under 300 characters
 *      after it is a container that holds no article; one whose text comes
 *      again further down, "Add a comment" under each answer to a question, or
 *      comes again but for its count in a box named for comments, "2
 *      Kommentare" and "0 Kommentare" under each answer on a Q&A portal, is a
 *      post's widget and ends nothing), and so does a copyright notice or the
 *      site's terms that close the element holding the body (the readers'
 *      posts of an old newspaper site, with no comment markup, follow that
 *      box), and so does a post's link bar ("Quote | Report this post",
 *      "Report abuse"): the article ends above the first post's header line. A
 *      paywall's prompt after a paragraph of the body ("Lesen Sie mit
 *      SPIEGEL+", "Subscribe to continue reading", "Il vous reste 58% de cet
 *      article", "Cet article est réservé à nos abonnés", "Dieser Beitrag ist
 *      nur für Abonnenten", in the major European languages; a Spanish one
 *      opens with its question mark, "¿Ya eres suscriptor?") ends it too: the
 *      offer follows; so does a guest's prompt to sign in after a thread's
 *      posts ("You must log in or register to reply here.", "Erstelle ein
 *      Benutzerkonto oder melde dich an, um zu kommentieren", "Du musst dich
 *      einloggen oder registrieren, um hier zu antworten."): the sign-up box
 *      and the forum's lists follow. A thread's notice under its last post
 *      that it is closed, in a box of its own ("Dieses Thema ist für neue
 *      Antworten geschlossen", "Cette discussion a été fermée"), goes, and
 *      so do its posts' header lines that no hint names, a linked name and
 *      a time over each post's text ("lucie_b75 - 12 nov. 2024 à 18:44");
 *      a question in a box of its own above the answers' box, the headline
 *      and an author box in it, goes first. A call to act that closes a
 *      company's page goes: the last kept blocks, a heading and a line or one
 *      line under
 *      120 characters, 250 at most, in the smallest box that also holds a
 *      button ("elementor-button", "wp-block-button__link", or a link in
 *      utility classes alone, "rounded-full bg-teal-600 px-5": a Tailwind
 *      blog's "Try it free for 30 days"; or, in a box after the one
 *      <article> of its parent, a link alone of four words or fewer closing
 *      the box: "We are hiring ... See open roles" in hashed classes) after
 *      500 characters kept ("Sie
 *      planen ein Projekt? Rufen Sie uns an", "Une urgence ? Appelez-nous";
 *      not a grid's last card, its boxes of its tag and class before it
 *      with buttons too, nor a thread's last short post under its header as
 *      those before it). So does a listing's calculator box, anywhere: a
 *      heading and a line or two (250 characters at most) with a link, the
 *      heading or the link naming the tool ("Calculez votre budget", "Calcula
 *      tu hipoteca", "Zum Mietrechner", "Bereken je maandlasten"). A short
 *      post (under 500 bytes kept: a picture, a video, a line or two) starts
 *      with its headline, the dropped heading of the <title> nearest above its
 *      text; a page where nothing is kept gives its headline, or with none
 *      its <title> less the site's name, of four words or more: a
 *      client-rendered shell, a spinner, its text in a script (JSON-LD's
 *      articleBody, a hydration state: never taken on its own word). A
 *      paragraph of prose in a sibling of the container, at most three
 *      blocks above it, is
 *      the article's introduction and goes first; a post's title above that
 *      (an h2-h6 and no link, right above it or past one short line, a date)
 *      goes before it: the WCEB golds keep a post's title (an h1 is the page's
 *      headline, which the AEB's gold leaves out; but a question's h1 over a
 *      thread, its opening post and two answers or more parted by their
 *      authors' boxes, with no entry's title beside a box, is the thread's
 *      first line: a Q&A page's, a support forum's). On a page not in English
 *      (its <html lang>, or where none is given, its words), a lead by its
 *      markup ("lead", "intro", "teaser", "Vorspann", "chapo", "entradilla",
 *      "perex", "ingress", "subtitle", "sub-title", "sottotitolo", a Russian
 *      site's "announce", a Czech one's "opener": a sentence free of links, of
 *      80+ characters or 12+ words, or 18+ words set apart by spaces with no
 *      full stop, a headline's style, in the element so named or its child,
 *      or unnamed, a line right under the headline, beside it or alone in a
 *      box of its own: a help center's description of eight words or more,
 *      no full stop and no figure, Intercom's, GitBook's) up
 *      to ten blocks above the container and under its grandparent goes first
 *      too: a news site's header box, named boilerplate, holds it past the
 *      byline, the share bar and the picture (the dev golds, English but for a
 *      few pages, leave a standfirst out), and so does a live blog's list of
 *      key points beside its entries, its heading over it ("Ce qu'il faut
 *      retenir", "Das Wichtigste in Kürze": two to eight lines of five words
 *      or more, no link, ending at most two short lines above the container,
 *      under its parent). A container that is a tab panel (role=tabpanel), or
 *      all that one holds, is one of a shop's product tabs, all in the page
 *      and one shown at a time: its sibling panels of positive weight (the
 *      attribute table, not the reviews) are selected as it is and follow in
 *      their order; where no introduction is found, the product's short
 *      description goes first: in an element named a lead ("summary",
 *      "short-description"), up to 30 blocks above the tabs in the box that
 *      holds them (the column beside the picture, past the price and the cart
 *      form), its sentences free of links of 80+ characters and its link-free
 *      list items (the features). A line of ingredients is kept, and where the
 *      container holds none (a recipe portal sets them in a box of their own
 *      above the steps'), the box of ingredients ending within 12 blocks above
 *      it, under its ancestor three levels up, is selected as a container is
 *      and goes first, with the boxes of ingredients right before it (a table
 *      for each part of the dish) and its heading right above them ("Zutaten",
 *      past a servings form). A product test's pros and cons in a box beside
 *      the body (a summary box above it, under the score; a verdict box below
 *      it) are the test's: a short link-free line that names the pros
 *      ("Vorteile", "Pros", "Points forts", "Ventajas", in the major European
 *      languages) over a list, and one that names the cons within four blocks
 *      after that list over a list of its own, both within 30 blocks of the
 *      container, under its ancestor three levels up and no boilerplate hint:
 *      the two lines and the lists' link-free items go before the container or
 *      after it, where they stand; in the container, the two lines stay over
 *      their kept lists, named a "title" ("pc-title") or not. A listing's
 *      facts in boxes of their own after its text (an exposé's
 *      "Características básicas", an event's "Details" and "Veranstaltungsort"
 *      past the calendar's links) follow it: past the container, under its
 *      ancestor three levels up and within 60 blocks (an <aside> column beside
 *      the text is no boilerplate there: "Wanneer en waar"), each heading
 *      (h2-h6, link-free, no widget phrase) over link-free items of a list
 *      (li, dt, dd; or under 80 characters, no sentence, with a link of under
 *      a third of it: an address and its "+ Google Karte"), one or more each
 *      and two or more in all (a box of one fact a heading, "Datum",
 *      "Uhrzeit", "Ort"), and at most half as many items that are links alone
 *      (not a list of teasers' labels), is kept with those items, and so is a
 *      link alone under a kept term that ends with a colon, its value
 *      ("Website:" over its address); other links alone and short lines of no
 *      weight between them are passed over (a hidden label, "Show map"), and
 *      anything else ends the run (a linked heading: a list of similar
 *      threads); before them, a table right at the container's end of three or
 *      more rows of a label and its value, link-free (a concert's "Einlass"
 *      "19:00 Uhr", "VVK"; a product's spec table under its description, past
 *      its title, a short line of its own that follows it too, "Technische
 *      Daten"; a repository record's "Metadaten", its caption, over a value
 *      that is a link under a label with its colon, "Verfasserangaben:"), and
 *      a note of prose after it in its box, follow it too. A job ad's facts
 *      between its title and its text go first: right under the headline or a
 *      heading, past one or two buttons above the container, three or more
 *      short link-free items of a list, two thirds of them a label's line
 *      ("Standort: Ravensburg", "Gehalt: 48.000 €") or a term (dt). On a
 *      paper's page (Highwire Press's <meta name="citation_...">, which
 *      journals, preprint servers and repositories give Google Scholar) the
 *      container's lines above the abstract's heading go but for headings and
 *      the points under a "Highlights" or "Kernaussagen" (affiliations,
 *      "Submission received: ...", "PMID: 38211456"; with no such heading, the
 *      lines under 250 characters above the first paragraph of 400 or more,
 *      the abstract), and so do the works cited under their heading
 *      ("References", "Literatur", "Références") up to the next heading, the
 *      boxes on how to cite the paper ("Cite this article", "Über diesen
 *      Artikel") and the front matter's lines by their label ("Citation:",
 *      "Received:", "© 2024 by the authors"); its keywords stay, a line after
 *      their label or lines under their heading, in a box named tags or not
 *      ("Keywords:", "Schlüsselwörter"). A health page's notice that it is
 *      no doctor's advice ("Dieser Artikel ... kann einen Arztbesuch nicht
 *      ersetzen", "non sostituiscono il parere del medico") goes from the
 *      chosen box, its weight left in the choice, and so does its line
 *      that names who checked it ("Expertenprüfung durch: ...",
 *      "Medically reviewed by"). The kept blocks are written a line
 *      each; the cells of a table row share one when each is under 100
 *      characters (a forum post beside its author's cell is a line of its own;
 *      a row and its cells set in divs with ARIA roles, role=row and
 *      role=cell, a docs site's, are a table's). A sentence ends in ".", "!",
 *      "?", a closing quote (German's too), a guillemet after one of those, or
 *      another script's stop: CJK's "。", Devanagari's danda "।", the Arabic
 *      "؟" (and those count as a sentence's punctuation, as "、", "，" and "،"
 *      count as commas).
 *
 * Lengths are in Latin letters: a Chinese, Japanese or Korean character
 * counts as three (about a word), so that a line of Chinese without
 * punctuation is prose and not a label. Thai, Lao, Myanmar and Khmer set
 * no space between words: five of their letters count as a word.
 *
 * The weights and rules were tuned on the dev pages of the scrapinghub
 * article-extraction-benchmark and of five WCEB datasets, per dataset and
 * leave-one-dataset-out (tests/bench/bench_extract.sh, extract_score.py);
 * extract_dump shows the decisions for one page (extract_pages -d).
 */
#include "extract.h"

#include <ctype.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "charset.h"
#include "err.h"
#include "utf8.h"

/* ---- tags ---- */

enum {
	F_SKIP = 1 << 0,     /* subtree has no visible text */
	F_BLOCK = 1 << 1,    /* starts and ends a block */
	F_HEAD = 1 << 2,     /* h1..h6 */
	F_LI = 1 << 3,       /* li, dt, dd */
	F_P = 1 << 4,        /* p and other paragraph-like leaves */
	F_PRE = 1 << 5,
	F_A = 1 << 6,
	F_BR = 1 << 7,
	F_NEGTAG = 1 << 8,   /* nav, aside, footer: boilerplate by name */
	F_ARTICLE = 1 << 9,
	F_MAIN = 1 << 10,
	F_DT = 1 << 11,      /* dt: a term, the heading of its dd */
	F_FIG = 1 << 12,     /* figure, figcaption */
	F_TD = 1 << 13,
	F_QUOTE = 1 << 14,   /* blockquote: a quotation, a post quoted in a reply */
	F_H1 = 1 << 15,
	F_TITLE = 1 << 16,
	F_ASIDE = 1 << 17,   /* aside: a sidebar, or a quoted post around a quote */
	F_BOLD = 1 << 18,    /* strong, b: inline */
	F_HEADTAG = 1 << 19,
	F_TR = 1 << 20,
	F_ROOT = 1 << 21,    /* html, body: page-wide classes, never hidden */
	F_MEDIA = 1 << 22,   /* iframe, video, embed, object: a player */
	F_FORM = 1 << 23,    /* form: a small one in the article is a sign-up box */
	F_NAV = 1 << 24,     /* nav */
};

struct tagdef {
	const char *name;
	unsigned flags;
};

static const struct tagdef tagdefs[] = {
	{"script", F_SKIP}, {"style", F_SKIP}, {"noscript", F_SKIP}, {"template", F_SKIP},
	{"svg", F_SKIP}, {"annotation", F_SKIP}, {"annotation-xml", F_SKIP},
	{"iframe", F_SKIP | F_MEDIA}, {"object", F_SKIP | F_MEDIA},
	{"embed", F_SKIP | F_MEDIA}, {"canvas", F_SKIP}, {"select", F_SKIP}, {"option", F_SKIP},
	{"button", F_SKIP}, {"input", F_SKIP}, {"textarea", F_SKIP}, {"head", F_BLOCK | F_HEADTAG},
	{"video", F_SKIP | F_MEDIA}, {"audio", F_SKIP}, {"map", F_SKIP}, {"datalist", F_SKIP},
	{"link", F_SKIP}, {"meta", F_SKIP}, {"img", F_SKIP}, {"picture", F_SKIP},
	{"source", F_SKIP}, {"track", F_SKIP}, {"param", F_SKIP}, {"applet", F_SKIP},
	/* a frameset's frames are other pages; its <noframes> text is the page's
	 * own (an old homepage's welcome: "Diese Seite verwendet Frames...",
	 * "This page uses frames"), so the frameset is a box, not skipped */
	{"frameset", F_BLOCK}, {"frame", F_SKIP}, {"dialog", F_SKIP}, {"menu", F_SKIP | F_NEGTAG},
	{"title", F_SKIP | F_TITLE},
	{"p", F_BLOCK | F_P}, {"div", F_BLOCK}, {"section", F_BLOCK}, {"center", F_BLOCK},
	{"h1", F_BLOCK | F_HEAD | F_H1}, {"h2", F_BLOCK | F_HEAD}, {"h3", F_BLOCK | F_HEAD},
	{"h4", F_BLOCK | F_HEAD}, {"h5", F_BLOCK | F_HEAD}, {"h6", F_BLOCK | F_HEAD},
	{"li", F_BLOCK | F_LI}, {"dt", F_BLOCK | F_LI | F_DT}, {"dd", F_BLOCK | F_LI},
	{"ul", F_BLOCK}, {"ol", F_BLOCK}, {"dl", F_BLOCK},
	{"table", F_BLOCK}, {"tbody", F_BLOCK}, {"thead", F_BLOCK}, {"tfoot", F_BLOCK},
	{"tr", F_BLOCK | F_TR}, {"td", F_BLOCK | F_TD}, {"th", F_BLOCK | F_TD}, {"caption", F_BLOCK},
	{"blockquote", F_BLOCK | F_QUOTE}, {"pre", F_BLOCK | F_PRE | F_P}, {"address", F_BLOCK},
	{"article", F_BLOCK | F_ARTICLE}, {"main", F_BLOCK | F_MAIN},
	{"nav", F_BLOCK | F_NEGTAG | F_NAV}, {"aside", F_BLOCK | F_NEGTAG | F_ASIDE},
	{"footer", F_BLOCK | F_NEGTAG},
	{"header", F_BLOCK}, {"figure", F_BLOCK | F_FIG}, {"figcaption", F_BLOCK | F_FIG},
	{"form", F_BLOCK | F_FORM}, {"fieldset", F_BLOCK}, {"details", F_BLOCK},
	{"summary", F_BLOCK}, {"hr", F_BLOCK}, {"body", F_BLOCK | F_ROOT}, {"html", F_BLOCK | F_ROOT},
	{"legend", F_BLOCK}, {"hgroup", F_BLOCK}, {"br", F_BR}, {"a", F_A},
	{"strong", F_BOLD}, {"b", F_BOLD},
};

#define TAGHASH 512
static struct { const char *name; unsigned flags; } tagtab[TAGHASH];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;  /* threads share the tables */

static unsigned hash_name(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void hints_init(void);
static void stops_init(void);

static void tagtab_init(void)
{
	/* libxml2 allocates through xmalloc, as the rest of mtk: out of memory
	 * is "mtk: out of memory" and an abort. libxml2's own handling printed
	 * "internal buffer error" and left the page silently empty (exit 0). */
	xmlMemSetup(free, xmalloc, xrealloc, xstrdup);
	xmlInitParser();
	hints_init();
	stops_init();
	for (size_t i = 0; i < sizeof tagdefs / sizeof *tagdefs; i++) {
		unsigned h = hash_name(tagdefs[i].name) & (TAGHASH - 1);
		while (tagtab[h].name)
			h = (h + 1) & (TAGHASH - 1);
		tagtab[h].name = tagdefs[i].name;
		tagtab[h].flags = tagdefs[i].flags;
	}
}

static unsigned tag_flags(const char *name)
{
	unsigned h = hash_name(name) & (TAGHASH - 1);
	while (tagtab[h].name) {
		if (!strcmp(tagtab[h].name, name))
			return tagtab[h].flags;
		h = (h + 1) & (TAGHASH - 1);
	}
	return 0;
}

/* ---- class/id hints ---- */

enum {
	H_NEG = 1,       /* boilerplate container */
	H_POS = 2,       /* article body markup */
	H_HIDDEN = 4,    /* not rendered */
	H_META = 8,      /* byline, date, tags: small, next to the article */
	H_CAPTION = 16,
	H_QUESTION = 32,   /* "question", "frage": a post that asks (its
	                    * comments answer it: question_post) */
	H_CONTACT = 64,    /* a box named for contacts ("kontaktbox",
	                    * "contact-box"): drop_contact_box */
	H_COMMENTS = 128,  /* a comment section: never a page wrapper */
	H_AUTHOR = 256,    /* with H_META: names the author (a byline, a bio box) */
	H_MEDIA = 512,     /* a caption element that holds a player (set by the walk) */
	H_INLINE = 1024,   /* style="display:inline": no block of its own */
	H_INLBOX = 2048,   /* "display:inline-block": nor its contents */
	H_LEAD = 4096,     /* the article's lead ("intro", "standfirst", "Vorspann") */
	H_BOILER = 8192,   /* with H_NEG: a boilerplate word not of comments */
	H_TABPANEL = 16384,  /* role=tabpanel: one of the page's tabs */
	H_NAV = 32768,     /* with H_NEG: a navigation word ("menu", "nav") */
	H_INGR = 65536,      /* a recipe's ingredients ("ingredients", "Zutaten") */
	H_ROW = 131072,      /* role=row: a table's row set in divs */
	H_CELL = 262144,     /* role=cell, columnheader, rowheader, gridcell */
	H_ITEMTEXT = 524288,  /* itemprop=text, reviewBody: a post's, an answer's */
	H_SIGN = 1048576,     /* with H_NEG: a forum post's signature */
	H_BUTTON = 2097152,   /* a button's name: "elementor-button", "btn" */
	H_CODE = 4194304,     /* a code listing's box ("syntaxhighlighter") */
	H_GUTTER = 8388608,   /* "gutter": in a code listing, its line numbers */
	H_TABPANE = 16777216, /* a pane by its class or id ("tab-pane") */
	H_REVIEWS = 33554432, /* named for readers' reviews ("reviews", "votes") */
	H_UTILBTN = 67108864, /* utility classes of a button; a link's: H_BUTTON */
	H_AVATAR = 134217728, /* "avatar", "rounded-full": a portrait's; on a box,
	                       * that it holds a portrait (the walk sets it) */
	H_SLIDER = 268435456, /* "slider": a hero's slides or a gallery's */
	H_PICTURE = 536870912, /* on a box, that it holds a picture not drawn
	                        * small (the walk sets it) */
	H_TESTIM = 1073741824, /* customers' voices: "testimonial", a section
	                        * of reviews by its id (reviews_id) */
};

/* Past the bits an enum holds (the hints are 64 bits wide): a table set as
 * a grid of divs (div_table); a wiki's list of references ("<ol
 * class=references>") */
#define H_DIVTABLE (1ull << 31)
#define H_REFLIST (1ull << 32)

/* Whole tokens of a class or id (split at non-alphanumerics). */
static const struct { const char *s; uint64_t h; } hint_words[] = {
	{"nav", H_NEG | H_NAV}, {"navbar", H_NEG | H_NAV},
	{"navigation", H_NEG | H_NAV}, {"menu", H_NEG | H_NAV}, {"menus", H_NEG | H_NAV},
	{"footer", H_NEG}, {"sidebar", H_NEG}, {"aside", H_NEG},
	{"share", H_NEG}, {"sharing", H_NEG}, {"shares", H_NEG}, {"social", H_NEG},
	{"related", H_NEG}, {"comments", H_NEG | H_COMMENTS}, {"comment", H_NEG | H_COMMENTS},
	{"disqus", H_NEG | H_COMMENTS}, {"cookie", H_NEG},
	/* a post named a question, "single-question", "type-question" (a
	 * Q&A site's post type on a blog's theme), "frage", "domanda" */
	{"question", H_QUESTION}, {"frage", H_QUESTION}, {"domanda", H_QUESTION},
	{"pregunta", H_QUESTION}, {"vraag", H_QUESTION},
	{"cookies", H_NEG}, {"breadcrumb", H_NEG}, {"breadcrumbs", H_NEG},
	{"pathway", H_NEG},  /* Joomla's breadcrumb, "<span class=pathway>" */
	{"newsletter", H_NEG}, {"subscribe", H_NEG}, {"subscription", H_NEG},
	{"promo", H_NEG}, {"promos", H_NEG}, {"ad", H_NEG}, {"ads", H_NEG},
	{"advert", H_NEG}, {"advertisement", H_NEG}, {"adv", H_NEG}, {"banner", H_NEG},
	{"popup", H_NEG}, {"modal", H_NEG}, {"widget", H_NEG}, {"widgets", H_NEG},
	{"masthead", H_NEG}, {"toolbar", H_NEG}, {"pagination", H_NEG}, {"pager", H_NEG},
	{"signup", H_NEG}, {"login", H_NEG}, {"recommended", H_NEG},
	{"recommendations", H_NEG}, {"trending", H_NEG}, {"popular", H_NEG},
	{"outbrain", H_NEG}, {"taboola", H_NEG}, {"sponsored", H_NEG},
	/* a newsletter plugin's sign-up box in a blog post, named for the
	 * plugin alone ("mailpoet_form": "Nichts mehr verpassen! Trag dich
	 * ein ...", "mc4wp-form", "formkit-form", "mailerlite-form"), its heading
	 * kept else over the dropped pitch */
	{"mailpoet", H_NEG}, {"mc4wp", H_NEG}, {"mailchimp", H_NEG}, {"formkit", H_NEG},
	{"mailerlite", H_NEG}, {"klaviyo", H_NEG}, {"cleverreach", H_NEG},
	{"sendinblue", H_NEG}, {"optin", H_NEG},
	/* customers' reviews: boilerplate as a shop's tab panel (elem_hints) */
	{"review", H_REVIEWS}, {"reviews", H_REVIEWS}, {"votes", H_REVIEWS},
	{"bewertung", H_REVIEWS}, {"bewertungen", H_REVIEWS}, {"rezensionen", H_REVIEWS},
	{"avis", H_REVIEWS}, {"recensioni", H_REVIEWS}, {"opiniones", H_REVIEWS},
	{"resenas", H_REVIEWS}, {"beoordelingen", H_REVIEWS}, {"reviewsbox", H_REVIEWS},
	{"pane", H_TABPANE},  /* Bootstrap's tab panel, "tab-pane" */
	/* a small firm's customers' quotes in a band of its page
	 * (drop_testimonials) */
	{"testimonial", H_TESTIM}, {"testimonials", H_TESTIM},
	{"temoignage", H_TESTIM}, {"temoignages", H_TESTIM}, {"testimonianze", H_TESTIM},
	{"testimonios", H_TESTIM}, {"kundenstimmen", H_TESTIM},
	{"klantervaringen", H_TESTIM},
	{"contact", H_CONTACT}, {"kontakt", H_CONTACT}, {"contactbox", H_CONTACT},
	{"kontaktbox", H_CONTACT},
	/* a blog's box of an affiliate's offer in the post ("affiliate-box":
	 * "Tip: Wij boekten onze huurauto via ..."); a link named so in a
	 * paragraph is inline and names no block */
	{"affiliate", H_NEG},
	/* a charity's call for gifts in its news story, its account and a
	 * button ("donation-box": "Helfen Sie jetzt! ... Spendenkonto: IBAN
	 * ..."), as its "donate" button is */
	{"donation", H_NEG}, {"donations", H_NEG}, {"spende", H_NEG}, {"spenden", H_NEG},
	{"spendenbox", H_NEG}, {"spendenaufruf", H_NEG}, {"donazione", H_NEG},
	{"donazioni", H_NEG}, {"donacion", H_NEG}, {"donaciones", H_NEG},
	{"donatie", H_NEG},
	{"skip", H_NEG}, {"hidden", H_NEG}, {"hide", H_NEG}, {"visuallyhidden", H_NEG},
	{"offscreen", H_NEG}, {"sronly", H_NEG}, {"overlay", H_NEG}, {"rail", H_NEG},
	{"sharebar", H_NEG}, {"follow", H_NEG}, {"topics", H_NEG}, {"keywords", H_NEG},
	{"jump", H_NEG}, {"tools", H_NEG}, {"utility", H_NEG}, {"newsletters", H_NEG},
	{"more", H_NEG}, {"next", H_NEG}, {"breaking", H_NEG},
	{"prev", H_NEG}, {"previous", H_NEG}, {"readmore", H_NEG}, {"paid", H_NEG},
	{"partner", H_NEG}, {"partners", H_NEG}, {"tease", H_NEG}, {"teaser", H_NEG | H_LEAD},
	{"teasers", H_NEG}, {"headlines", H_NEG}, {"mostread", H_NEG}, {"most", H_NEG},
	{"donate", H_NEG}, {"header", H_NEG}, {"print", H_NEG},
	{"slider", H_SLIDER},
	/* a call to action, a band over a button or a phone number ("ce_text
	 * cta": "Sie planen ein neues Möbelstück? Wir beraten Sie gerne";
	 * "Un projet en tête ?"; "¿Hablamos?") */
	{"cta", H_NEG}, {"calltoaction", H_NEG},
	/* (a box named "footnotes" is no boilerplate: an essay's or a
	 * reportage's notes under the body, "Anmerkungen", "Notes", the
	 * author's own text that the numbers in the body point to) */
	{"byline", H_META}, {"bylines", H_META}, {"author", H_META | H_AUTHOR},
	{"authors", H_META | H_AUTHOR}, {"poster", H_META | H_AUTHOR},
	{"date", H_META}, {"dateline", H_META}, {"time", H_META}, {"timestamp", H_META},
	{"published", H_META}, {"meta", H_META}, {"tags", H_META}, {"tag", H_META},
	{"taglist", H_META}, {"credit", H_META}, {"credits", H_META}, {"updated", H_META},
	{"pubdate", H_META}, {"kicker", H_META}, {"eyebrow", H_META}, {"headline", H_META},
	{"title", H_META}, {"dek", H_META}, {"category", H_META}, {"categories", H_META},
	/* the same in the other major European languages (German, French,
	 * Spanish, Italian, Portuguese, Dutch): sites name their boxes in
	 * their own language too */
	{"anzeige", H_NEG}, {"anzeigen", H_NEG}, {"teilen", H_NEG}, {"legenda", H_CAPTION},
	{"verwandte", H_NEG}, {"fusszeile", H_NEG}, {"kopfzeile", H_NEG},
	{"seitenleiste", H_NEG}, {"brotkrumen", H_NEG}, {"meistgelesen", H_NEG},
	{"weiterlesen", H_NEG}, {"partage", H_NEG}, {"partager", H_NEG}, {"ariane", H_NEG},
	{"abonnement", H_NEG}, {"similaires", H_NEG}, {"compartir", H_NEG},
	{"relacionados", H_NEG}, {"relacionadas", H_NEG}, {"migas", H_NEG},
	{"condividi", H_NEG}, {"correlati", H_NEG}, {"correlate", H_NEG},
	{"briciole", H_NEG}, {"compartilhar", H_NEG}, {"partilhar", H_NEG}, {"delen", H_NEG},
	{"gerelateerd", H_NEG}, {"reacties", H_NEG | H_COMMENTS},
	{"autor", H_META | H_AUTHOR}, {"autoren", H_META | H_AUTHOR},
	{"auteur", H_META | H_AUTHOR}, {"autore", H_META | H_AUTHOR},
	{"datum", H_META}, {"fecha", H_META}, {"schlagworte", H_META},
	{"stichworte", H_META}, {"etiquetas", H_META}, {"rubrik", H_META},
	/* the line over the headline, a kicker ("dachzeile": "27.11.2026 |
	 * Pressemitteilung Nr. 187/26 | Klimaanpassung", "topline",
	 * "overline", "surtitre") */
	{"dachzeile", H_META}, {"spitzmarke", H_META}, {"topline", H_META},
	{"overline", H_META}, {"surtitre", H_META}, {"antetitulo", H_META},
	/* the article's lead, its first paragraph in a box of its own (in
	 * the article's header, whose name is boilerplate): a German CMS
	 * calls it a "teaser" */
	{"lead", H_LEAD}, {"lede", H_LEAD}, {"leadtext", H_LEAD}, {"intro", H_LEAD},
	{"introtext", H_LEAD}, {"excerpt", H_LEAD}, {"standfirst", H_LEAD},
	{"summary", H_LEAD}, {"desc", H_LEAD}, {"description", H_LEAD}, {"deck", H_LEAD},
	{"chapo", H_LEAD}, {"chapeau", H_LEAD}, {"entradilla", H_LEAD}, {"sumario", H_LEAD},
	{"vorspann", H_LEAD}, {"anriss", H_LEAD}, {"occhiello", H_LEAD},
	{"sommario", H_LEAD}, {"perex", H_LEAD}, {"ingress", H_LEAD}, {"spot", H_LEAD},
	{"subtitle", H_LEAD}, {"subtitulo", H_LEAD}, {"sottotitolo", H_LEAD},
	{"untertitel", H_LEAD}, {"ondertitel", H_LEAD},
	/* a Russian or Ukrainian site's "article__announce" ("анонс"), a Czech
	 * one's "opener" over the body */
	{"announce", H_LEAD}, {"anons", H_LEAD}, {"opener", H_LEAD},
	/* a wiki's boxes that are not printed, not the article's: MediaWiki
	 * names them "noprint" (the "From Wikipedia, the free encyclopedia"
	 * line, "aus Wikipedia, der freien Enzyklopädie", a disambiguation
	 * page's notice "Dies ist eine Begriffsklärungsseite ...", the portal
	 * box), "sitesub" (that line, "出典: フリー百科事典"), "navbox" (the
	 * navigation boxes under the article, "Burgen im Landkreis ...") and
	 * "catlinks" (the categories and the authority data, "Normdaten
	 * (Person): GND ...", "Authority control") */
	{"noprint", H_NEG}, {"sitesub", H_NEG}, {"navbox", H_NEG | H_NAV},
	{"catlinks", H_NEG},
	/* and its note over the article that points to other articles
	 * ("hatnote": "Not to be confused with ...", "Main article: ...",
	 * "Pour les articles homonymes, voir ...", as the golds leave out) */
	{"hatnote", H_NEG},
	/* and its list of references under the article ("<ol class=
	 * references>", "reflist"): the article's, as the dev sets' golds
	 * keep it */
	{"references", H_REFLIST}, {"reflist", H_REFLIST},
};

/* Substrings of a token; when several match, caption beats meta beats neg. */
static const struct { const char *s; uint64_t h; } hint_subs[] = {
	{"caption", H_CAPTION}, {"gallery", H_CAPTION}, {"slideshow", H_CAPTION},
	{"carousel", H_CAPTION}, {"byline", H_META}, {"author", H_META | H_AUTHOR},
	{"timestamp", H_META}, {"dateline", H_META},
	/* a forum post's box of its author's details */
	{"userinfo", H_META | H_AUTHOR}, {"userextra", H_META | H_AUTHOR},
	{"usertitle", H_META | H_AUTHOR}, {"userdetail", H_META | H_AUTHOR},
	{"postprofile", H_META | H_AUTHOR},
	{"posterinfo", H_META | H_AUTHOR}, {"memberinfo", H_META | H_AUTHOR},
	{"share", H_NEG}, {"social", H_NEG}, {"sidebar", H_NEG}, {"related", H_NEG},
	{"cookie", H_NEG}, {"newsletter", H_NEG}, {"breadcrumb", H_NEG}, {"advert", H_NEG},
	{"sponsor", H_NEG}, {"promo", H_NEG}, {"subscri", H_NEG}, {"outbrain", H_NEG},
	{"taboola", H_NEG}, {"recirc", H_NEG}, {"trending", H_NEG}, {"footer", H_NEG},
	{"navbar", H_NEG}, {"widget", H_NEG}, {"gdpr", H_NEG}, {"consent", H_NEG},
	{"signup", H_NEG}, {"popular", H_NEG}, {"recommend", H_NEG}, {"banner", H_NEG},
	{"disqus", H_NEG}, {"toolbar", H_NEG},
	{"signature", H_NEG | H_SIGN},
	/* other languages: a "Kommentar" alone is an opinion piece, as
	 * "commentary" is; the plural is the readers' */
	{"kommentare", H_NEG | H_COMMENTS}, {"comentario", H_NEG | H_COMMENTS},
	{"commentaire", H_NEG | H_COMMENTS}, {"werbung", H_NEG}, {"publicid", H_NEG},
	{"publicit", H_NEG}, {"pubblicit", H_NEG}, {"advertentie", H_NEG},
	{"empfehlung", H_NEG}, {"bildunterschrift", H_CAPTION}, {"bildtext", H_CAPTION},
	{"legende", H_CAPTION}, {"didascalia", H_CAPTION},
	{"galerie", H_CAPTION}, {"diashow", H_CAPTION},
};

/* Substrings of the whole value, tokens joined by one space. */
static const char *const pos_subs[] = {
	"articlebody", "article body", "articletext", "article text", "storybody",
	"story body", "postcontent", "post content", "entrycontent", "entry content",
	"postbody", "post body", "articlecontent", "article content", "storycontent",
	"story content", "bodytext", "body text", "contentbody", "content body",
	"maincontent", "main content", "articlecopy", "storytext", "story text",
	"post entry", "entry body", "richtext", "rich text", "blogpost", "article main",
	"articlemain", "postarticle", "story wrapper", "textbody", "article wrap",
	"body copy", "bodycopy", "zn body", "paywall", "article section",
	"artikeltext", "artikel text", "artikelinhalt", "artikel inhalt", "beitragstext",
	"contenu article", "article contenu", "texte article", "cuerpo noticia",
	"noticia cuerpo", "texto noticia", "contenido noticia", "testo articolo",
	"articolo testo", "corpo noticia", "conteudo materia",
	"post message",  /* vBulletin's "<div id=post_message_7>" */
};

/* A multi-pattern matcher: patterns bucketed by their first byte, so a scan
 * costs about one comparison per input byte. Built once (tables_init). */
#define MP_MAX 32  /* patterns with one first byte (hints_init checks) */
struct mpat {
	unsigned char cnt[256];
	unsigned char idx[256][MP_MAX];
};

static struct mpat mp_tok, mp_pos;

#define WORDHASH 512
static struct { const char *s; size_t n; uint64_t h; } wordtab[WORDHASH];

static unsigned hash_bytes(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void mp_add(struct mpat *m, const char *s, int i)
{
	unsigned char c = (unsigned char)s[0];
	if (m->cnt[c] >= MP_MAX) {  /* a list outgrew the table: never silently */
		fprintf(stderr, "extract: MP_MAX too small for \"%s\"\n", s);
		abort();
	}
	m->idx[c][m->cnt[c]++] = (unsigned char)i;
}

static void hints_init(void)
{
	for (size_t i = 0; i < sizeof hint_words / sizeof *hint_words; i++) {
		size_t n = strlen(hint_words[i].s);
		unsigned h = hash_bytes(hint_words[i].s, n) & (WORDHASH - 1);
		while (wordtab[h].s)
			h = (h + 1) & (WORDHASH - 1);
		wordtab[h].s = hint_words[i].s;
		wordtab[h].n = n;
		wordtab[h].h = hint_words[i].h;
	}
	for (size_t i = 0; i < sizeof hint_subs / sizeof *hint_subs; i++)
		mp_add(&mp_tok, hint_subs[i].s, (int)i);
	for (size_t i = 0; i < sizeof pos_subs / sizeof *pos_subs; i++)
		mp_add(&mp_pos, pos_subs[i], (int)i);
}

static uint64_t word_hint(const char *t, size_t n)
{
	unsigned h = hash_bytes(t, n) & (WORDHASH - 1);
	while (wordtab[h].s) {
		if (wordtab[h].n == n && !memcmp(wordtab[h].s, t, n))
			return wordtab[h].h;
		h = (h + 1) & (WORDHASH - 1);
	}
	return 0;
}

/* The bit of a boilerplate word ("widget", "menu") in an element's negkey:
 * the words its boilerplate hint comes from (resolve_hints). Bit 63 is
 * boilerplate by tag or role. */
#define NEGKEY_TAG (1ull << 63)
static uint64_t neg_bit(const char *s, size_t n)
{
	return 1ull << (hash_bytes(s, n) % 63);
}

/* Hints from one token of a class or id (lower case, alphanumeric); *key
 * gets the bits of the boilerplate words it matched. */
static uint64_t token_hint(const char *t, size_t n, uint64_t *key)
{
	if (n < 2 || n > 40)
		return 0;
	uint64_t h = word_hint(t, n);
	if (h) {
		if (h & H_NEG)
			*key |= neg_bit(t, n);
		if ((h & H_NEG) && !(h & H_COMMENTS))
			h |= H_BOILER;
		return h;
	}
	uint64_t k1 = 0;
	uint64_t other = 0;
	for (size_t i = 0; i + 4 <= n; i++) {
		unsigned char c = (unsigned char)t[i];
		for (int k = 0; k < mp_tok.cnt[c]; k++) {
			const char *p = hint_subs[mp_tok.idx[c][k]].s;
			if (p[1] != t[i + 1])  /* the second letter before the length */
				continue;
			size_t pl = strlen(p);
			if (pl <= n - i && !memcmp(t + i, p, pl)) {
				uint64_t sh = hint_subs[mp_tok.idx[c][k]].h;
				h |= sh;
				if (sh & H_NEG)
					k1 |= neg_bit(p, pl);
				if ((sh & H_NEG) && !(sh & H_COMMENTS))
					other = H_BOILER;
			}
		}
	}
	/* "comment" in the token and no "commentary" (an opinion piece's) */
	if (n >= 7 && memmem(t, n, "comment", 7) && !memmem(t, n, "commentary", 10))
		h |= H_NEG | H_COMMENTS;
	if (h & H_CAPTION)
		return H_CAPTION;
	if (h & H_META)
		return h & (H_META | H_AUTHOR);
	*key |= k1;
	return (h & (H_NEG | H_COMMENTS | H_SIGN)) | other;
}

static int pos_match(const char *s, size_t n)
{
	for (size_t i = 0; i + 6 <= n; i++) {
		unsigned char c = (unsigned char)s[i];
		for (int k = 0; k < mp_pos.cnt[c]; k++) {
			const char *p = pos_subs[mp_pos.idx[c][k]];
			if (p[1] != s[i + 1])
				continue;
			size_t pl = strlen(p);
			if (pl <= n - i && !memcmp(s + i, p, pl))
				return 1;
		}
	}
	return 0;
}

/* "hidden" in a class name that hides a part of the element or hides it
 * in print only: a field's label, "field--label-hidden" (a CMS names its
 * body field so), "overflow-hidden", "hidden-print"; the element itself is
 * shown ("hidden-xs" and "hidden-lg" hide it on some screens: a phone's
 * menu, a desktop's header; they stay). So is a shop's box hidden only in
 * the quick view of a product that a listing opens: "quick-add-hidden",
 * "quickview-hidden" (Shopify's themes name a product page's description
 * so). A closed accordion's panel, "kt-accordion-panel-hidden", opens at a
 * click: its answer is shown. prev is the token before in the same name
 * (pn 0: none), p what
 * follows the token. */
static int hidden_part(const char *prev, size_t pn, const char *t, size_t n,
                       const unsigned char *p)
{
	static const char *const part[] = {"label", "labels", "title",
		"overflow", "add", "quickview", "quickadd", "panel"};
	if (!(n == 6 && !memcmp(t, "hidden", 6)) &&
	    !(n == 4 && !memcmp(t, "hide", 4)))
		return 0;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++)
		if (pn == strlen(part[i]) && !memcmp(prev, part[i], pn))
			return 1;
	if (*p != '-' && *p != '_')
		return 0;
	while (*p == '-' || *p == '_')
		p++;
	return !strncasecmp((const char *)p, "print", 5) && !isalnum(p[5]);
}

/* Is the token "signature" a code declaration's, in one class name after
 * a word for a part of an API ("type-signature", "member-signature",
 * Javadoc's; TypeDoc's "tsd-signature")? A forum post's signature is
 * "signature", "message-signature", "post-signature". */
static int code_signature(const char *prev, size_t pn, const char *t, size_t n)
{
	static const char *const part[] = {"type", "member", "method", "tsd",
		"function", "constructor", "field"};
	if (n != 9 || memcmp(t, "signature", 9))
		return 0;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++)
		if (pn == strlen(part[i]) && !memcmp(prev, part[i], pn))
			return 1;
	return 0;
}

/* An <img> drawn AVATAR_PX square or smaller by its width and height
 * attributes: a portrait beside a name, an icon. */
#ifndef AVATAR_PX
#define AVATAR_PX 100
#endif
static int small_img(const xmlChar **atts)
{
	int w = 0, hgt = 0;
	for (; atts[0]; atts += 2)
		if (atts[1] && !strcasecmp((const char *)atts[0], "width"))
			w = atoi((const char *)atts[1]);
		else if (atts[1] && !strcasecmp((const char *)atts[0], "height"))
			hgt = atoi((const char *)atts[1]);
	return w > 0 && hgt > 0 && w <= AVATAR_PX && hgt <= AVATAR_PX;
}

/* A token that names a button: "button", "buttons", "btn", "btn3" (a page
 * builder's "elementor-button", "et_pb_button", "vc_btn3", "w-button",
 * "wp-block-button__link", Bootstrap's "btn btn-primary") */
static int button_word(const char *t, size_t n)
{
	if ((n == 6 || n == 7) && !memcmp(t, "button", 6))
		return n == 6 || t[6] == 's';
	if (memcmp(t, "btn", 3))
		return 0;
	for (size_t i = 3; i < n; i++)
		if (!isdigit((unsigned char)t[i]))
			return 0;
	return 1;
}

/* A code listing's hints, and an article's info box's, from token t[0..n)
 * after token pt[0..pn) of one class name (attr_hint). */
static unsigned code_token(const char *pt, size_t pn, const char *t, size_t n)
{
	if (n == 6 && !memcmp(t, "gutter", 6))
		return H_GUTTER;
	if (n == 7 && !memcmp(t, "linenos", 7))
		return H_HIDDEN;
	if (n == 17 && !memcmp(t, "syntaxhighlighter", 17))
		return H_CODE;
	if (pn == 6 && !memcmp(pt, "crayon", 6))
		return n == 6 && !memcmp(t, "syntax", 6) ? H_CODE :
		       n == 4 && !memcmp(t, "nums", 4) ? H_HIDDEN : 0;
	/* an article's info box is its byline and dates (Joomla's "<dl
	 * class=article-info>": "Details", "Geschrieben von", "Zugriffe:
	 * 214"; "post-info", "entry-info"; a French site's plural,
	 * "article-infos": "Publié le ... Mis à jour le ...") */
	if ((n == 4 || (n == 5 && t[4] == 's')) && !memcmp(t, "info", 4) &&
	    ((pn == 7 && !memcmp(pt, "article", 7)) || (pn == 4 && !memcmp(pt, "post", 4)) ||
	     (pn == 5 && !memcmp(pt, "entry", 5))))
		return H_META;
	/* a subtitle in two words is the lead as "subtitle" is, no title's
	 * byline box ("td-post-sub-title", "article-sub_title") */
	if (n == 5 && pn == 3 && !memcmp(t, "title", 5) && !memcmp(pt, "sub", 3))
		return H_LEAD;
	return 0;
}

/* Does joined (class tokens joined by spaces) hold the words w, whole
 * tokens at both ends? */
static int has_words(const char *joined, const char *w)
{
	size_t n = strlen(w);
	for (const char *q = strstr(joined, w); q; q = strstr(q + 1, w))
		if ((q == joined || q[-1] == ' ') && (q[n] == ' ' || !q[n]))
			return 1;
	return 0;
}

/* A link back up to the page's top, "top", "↑", "nach oben", set in each
 * section's heading of a manual page ("<h2>NAME <a href=#top_of_page><span
 * class=top-link>top</span></a></h2>") or floating over the page: named
 * so, it is no word of the page. */
static int top_link(const char *joined)
{
	static const char *const w[] = {"top link", "back to top", "backtotop", "to top",
		"totop", "go top", "gotop", "nach oben", "retour haut", "volver arriba"};
	if (!strstr(joined, "top") && !strstr(joined, "oben") && !strstr(joined, "haut") &&
	    !strstr(joined, "arriba"))
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (has_words(joined, w[i]))
			return 1;
	return 0;
}

/* Hints from a class or id attribute value. */
/* A classified ad's page names the ad's own parts "ad": its title box
 * ("<div id=ad-title>" over the h1 and the price), "ad-description",
 * "ad-details", "ad-price", "ad-attributes"; an advert's box is "ad-slot",
 * "ad-container", "ad-banner". t (n bytes) is the token after "ad" in one
 * class name or id. */
static int ad_part(const char *t, size_t n)
{
	static const char *const w[] = {"title", "description", "desc", "details",
		"detail", "price", "attributes", "params", "specs", "text", "body"};
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (strlen(w[i]) == n && !memcmp(t, w[i], n))
			return 1;
	return 0;
}

static uint64_t attr_hint(const char *v, uint64_t *keyp)
{
	char joined[256];
	size_t j = 0;
	uint64_t h = 0;
	uint64_t k = 0, *key = &k;
	/* Tokens split at non-alphanumerics are judged separately; positive
	 * markup is matched on the tokens joined by spaces. */
	const unsigned char *p = (const unsigned char *)v;
	size_t ps = 0, pn = 0;  /* the token before, in one class name */
	unsigned code_hint = 0;
	/* a button in utility classes (Tailwind's "rounded-full bg-teal-600
	 * px-5 py-2.5"): a class that opens "rounded", one "bg", one "px" */
	unsigned util = 0;
	/* "ad" waits for the token after it: a classified ad's own parts
	 * (ad_part) are named so too */
	uint64_t adh = 0;
	uint64_t adk = 0;
	while (*p && j < sizeof joined - 2) {
		const unsigned char *q = p;
		while (*p && !isalnum(*p))
			p++;
		for (; q < p; q++)
			if (isspace(*q))
				pn = 0;
		size_t s = j;
		while (isalnum(*p) && j < sizeof joined - 2)
			joined[j++] = (char)tolower(*p++);
		if (adh && !(pn == 2 && ad_part(joined + s, j - s))) {
			h |= adh;
			k |= adk;
		}
		adh = 0;
		adk = 0;
		if (j > s && !hidden_part(joined + ps, pn, joined + s, j - s, p) &&
		    !code_signature(joined + ps, pn, joined + s, j - s)) {
			if (j - s == 2 && !memcmp(joined + s, "ad", 2))
				adh = token_hint(joined + s, 2, &adk);
			else
				h |= token_hint(joined + s, j - s, key);
		}
		if (j - s >= 3 && joined[s] == 'b' && button_word(joined + s, j - s))
			h |= H_BUTTON;
		if ((j - s == 6 && !memcmp(joined + s, "avatar", 6)) ||
		    (pn == 7 && j - s == 4 && !memcmp(joined + ps, "rounded", 7) &&
		     !memcmp(joined + s, "full", 4)))
			h |= H_AVATAR;
		if (!pn && j - s == 2)
			util |= !memcmp(joined + s, "bg", 2) ? 1 : !memcmp(joined + s, "px", 2) ? 2 : 0;
		else if (!pn && j - s == 7 && !memcmp(joined + s, "rounded", 7))
			util |= 4;
		if (j - s >= 4)
			code_hint |= code_token(joined + ps, pn, joined + s, j - s);
		ps = s;
		pn = j - s;
		joined[j++] = ' ';
	}
	joined[j] = 0;
	h |= adh;
	if (adh)
		k |= adk;
	if (util == 7)
		h |= H_UTILBTN;
	if (pos_match(joined, j))
		h |= H_POS;
	/* popups and screen-reader-only text are not seen on the page */
	if (strstr(joined, "sr only") || strstr(joined, "visually hidden") ||
	    strstr(joined, "visuallyhidden") || strstr(joined, "screen reader") ||
	    strstr(joined, "rollover") || strstr(joined, "tooltip") ||
	    strstr(joined, "popover") || strstr(joined, "hovercard") ||
	    strstr(joined, "editsection") || strstr(joined, "headerlink") ||
	    top_link(joined) ||
	    /* a footnote's link back up to its number, "↩" (markdown-it's
	     * "footnote-backref", kramdown's "reversefootnote") */
	    (strstr(joined, "footnote") && (strstr(joined, "footnote backref") ||
	                                    strstr(joined, "reversefootnote"))) ||
	    /* a share's price and change set after its name in a finance
	     * story's sentence ("Die Aktie von <a>Schaeffler <span
	     * class=c-stock-link__quote>5,12 € -3,40 %</span></a> gab nach",
	     * "<span class=stock-quote>"): the widget's, no word of the text */
	    (strstr(joined, "stock") && (has_words(joined, "quote") ||
	                                 strstr(joined, "stockquote"))))
		h |= H_HIDDEN;
	/* a code listing set in a table of boxes, a box a line, its line
	 * numbers in a cell beside them (SyntaxHighlighter's
	 * "syntaxhighlighter nginx", its "gutter"; Crayon's "crayon-syntax",
	 * its "crayon-nums"; Pygments' "linenos"), is code as a <pre> is, and
	 * the numbers are none of it; "gutter" alone is a grid's too
	 * ("no-gutters") and hides only in a listing (sax_start) */
	h |= code_hint;
	if (code_hint & H_LEAD)
		h &= ~(uint64_t)H_META;
	/* an icon font's ligature: the glyph's name is its text, no word of
	 * the page ("<i class=material-icons>timer</i> 30 Min.", "<span
	 * class=material-symbols-outlined>shopping_cart</span>") */
	const char *mi = strstr(joined, "material ");
	if (mi && (!strncmp(mi + 9, "icons", 5) || !strncmp(mi + 9, "symbols", 7)))
		h |= H_HIDDEN;
	/* a forum post's author box, in words apart ("user-info") */
	if (strstr(joined, "user info") || strstr(joined, "user details") ||
	    strstr(joined, "user title") || strstr(joined, "user extras") ||
	    strstr(joined, "poster info") || strstr(joined, "member info"))
		h = (h & ~(uint64_t)(H_NEG | H_COMMENTS | H_BOILER)) |
		    H_META | H_AUTHOR;
	/* a social-media embed in the article is quoted content */
	if ((h & H_NEG) && (strstr(joined, "embed") || strstr(joined, "tweet") ||
	                    strstr(joined, "instagram media")))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	/* a flip box's faces are a card's: its back, "elementor-flip-box__
	 * layer__overlay", holds the card's text ("flip-box", "flipbox",
	 * "flip-card"), no overlay over the page */
	if ((h & H_NEG) && (strstr(joined, "flip box") || strstr(joined, "flipbox") ||
	                    strstr(joined, "flip card") || strstr(joined, "flipcard")))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	/* a box named for a recipe's ingredients is the recipe's, whatever
	 * else its name says ("ingredients table-header", "wprm-recipe-
	 * ingredients-header"): English, French, Spanish, Italian and Dutch
	 * share the word, German says "Zutaten" */
	if (strstr(joined, "ingredient") || strstr(joined, "zutat"))
		h = (h & ~(uint64_t)(H_NEG | H_BOILER | H_META | H_AUTHOR | H_COMMENTS)) |
		    H_INGR;
	*keyp = (h & H_NEG) ? k : 0;
	return h;
}

/* ---- the extractor ---- */

enum { NAV_MENU = 1, NAV_PRICE = 2, NAV_BUILDER = 4 };
struct node {
	int parent;
	int nearest_neg;     /* nearest ancestor-or-self with a boilerplate hint, or -1 */
	int nearest_meta;    /* same for byline/date hints */
	int nearest_cap;     /* same for captions and galleries */
	int nearest_form;    /* nearest <form> ancestor-or-self, or -1 */
	int nearest_gal;     /* nearest caption-hinted element of GAL_HEADS+ headings */
	unsigned tag;        /* tag flags */
	int blk;             /* nearest block-level ancestor-or-self */
	int first_block, end_block;
	/* characters in the subtree: of text, not in links, all (a page is
	 * under 2^31 bytes: --max-record) */
	int chars, plain, tchars;
	int teasers;         /* children that are a linked headline + summary */
	int nprose;          /* prose blocks in the subtree */
	int quotes;          /* blockquotes in the subtree */
	int imeta;           /* inline element with a meta hint in its block */
	int nheads;          /* heading blocks in the subtree */
	int tblocks;         /* teaser blocks below its children (drop_teaser_blocks) */
	int likept, lilink;  /* a list's kept and link-heavy items (select_blocks) */
	unsigned cls;        /* hash of tag name and class; 0: no class */
	/* flags, in two bytes: 136 bytes a node, as the page of 2^20
	 * elements that mextract(1) bounds was sized for */
	unsigned char inlink : 2;  /* 1 in a link, 2 in one within the page, 3 in
	                            * a mailto:/tel: one */
	unsigned char inpre : 1, inbold : 1;  /* in a <pre>; in a <strong>, <b> */
	unsigned char label : 1;  /* an inline element named a label (label_class) */
	unsigned char button : 1;  /* holds a <button> (skipped, no blocks) */
	unsigned char sep : 1;    /* an inline element set apart (sep_elem) */
	unsigned char ininline : 1;  /* in an inline-block box in a line: no blocks */
	unsigned char key : 1;       /* the subtree holds article markup */
	unsigned char incm : 1;      /* under a comment hint on a box not the page's */
	unsigned char negabove : 1;  /* an ancestor has a boilerplate word (negkey) */
	unsigned char ingr : 1;      /* in a box of a recipe's ingredients (H_INGR) */
	unsigned char navtext : 3;   /* in a box named a menu that holds no link
	                              * (NAV_MENU), or in a price box (NAV_PRICE),
	                              * or in a builder's box over its main one
	                              * (NAV_BUILDER) */
	float cprose;            /* of prose, that on cookies or consent */
	double sum;          /* weight sum over the subtree's blocks */
	double prose;        /* sentence-like characters in the subtree, hints aside */
	double good;         /* positive block weights in the subtree */
	uint64_t negkey;     /* bits of the words of its boilerplate hint */
	uint64_t hint;       /* H_* of this element */
};

struct block {
	size_t off, len;     /* text in x->text */
	int owner;           /* element index */
	int chars, link_chars, words, punct, commas, stops;
	int anchor_chars;    /* of link_chars, in links within the page */
	int cjk, link_cjk;   /* CJK characters (while the block is open) */
	int unspaced;        /* Thai, Lao, Myanmar, Khmer letters (likewise) */
	int lead;            /* characters of the link the block opens with */
	int lead_done, lead_br;  /* the lead ended; a line break came after it */
	int tail_link;       /* the block's last text is a link's */
	unsigned tag;        /* owner's tag flags */
	double w;
	int keep, prev_keep;
	int brk;             /* link list, teaser or boilerplate: breaks a card */
	int imeta;           /* 1 + an inline meta element holding its text */
	int meta_chars, other_chars;  /* text in and out of one, links aside */
	int bold_chars;      /* text in a <strong> or <b> */
	int consent;         /* prose on cookies or consent (consent_prose) */
	int button;          /* holds text of an element named a button */
	int brrun;           /* a run of links cut off a block of <br> lines */
	int lab;             /* opens with an inline element named a label */
};

/* class/id values repeat across a page and across pages: their hints are
 * memoized by content (a pure function of the string). */
#define HCACHE 4096
struct hslot {
	uint64_t h;
	uint32_t off, len;
	uint64_t hint;
	uint64_t key;
	int used;
};

struct extractor {
	htmlParserCtxtPtr ctxt;
	struct hslot *hc;
	int hcn;
	struct buf hcstr;
	struct charset_dec dec;
	struct buf html, text, tmp;
	struct node *nodes;
	int nnodes, capnodes;
	struct block *blocks;
	int nblocks, capblocks;
	/* the open block and the SAX walk's state */
	int open, space, nl;
	int pbreak;          /* a blank line (<br><br>) since the open block's last text */
	int tent;            /* the open block is a paragraph cut off the last one
	                      * at a link after a blank line (join_run) */
	size_t wstart;
	struct block cur;
	int cur_node, skip, in_title, title_done;
	int label_open;      /* the label element that opens the open block, or -1 */
	int label_blk;       /* x->nblocks when it started */
	int softsp;          /* a separate inline element began or ended: a
	                      * space between two letters there (sep_elem) */
	int over;            /* the page has more than EXTRACT_MAX_ELEMENTS: parsing stopped */
	int container;       /* the element chosen, for extract_dump */
	int headline;        /* the headline's block, or -1 */
	int english;         /* the stopword tests mean something */
	int lang;            /* <html lang>: 1 English, 0 another, -1 none given */
	int scholarly;       /* a <meta name="citation_..."> tag: a paper's page */
	int cthread;         /* comment_thread: the posts are named comments */
	int cfirst;          /* then the first block of the first reply */
	int testim;          /* an element is named for customers' voices (H_TESTIM) */
	struct buf title;
};

/* Drops blocks [from, to): a box, or the rest of one, that a rule found. */
static void unkeep(struct extractor *x, int from, int to)
{
	for (int j = from; j < to; j++)
		x->blocks[j].keep = 0;
}

static void sax_start(void *ctx, const xmlChar *name, const xmlChar **atts);
static void sax_end(void *ctx, const xmlChar *name);
static void sax_text(void *ctx, const xmlChar *s, int n);

struct extractor *extractor_new(void)
{
	pthread_once(&tables_once, tagtab_init);
	struct extractor *x = xcalloc(1, sizeof *x);
	x->hc = xcalloc(HCACHE, sizeof *x->hc);
	x->ctxt = htmlNewParserCtxt();
	if (!x->ctxt || !x->ctxt->sax) {
		htmlFreeParserCtxt(x->ctxt);
		free(x->hc);
		free(x);
		mtk_seterr("extract: cannot create an HTML parser");
		return NULL;
	}
	/* SAX only: no tree is built (we never need one), which saves a
	 * quarter of the parse time; everything else libxml2 would call is
	 * switched off. */
	xmlSAXHandler *sax = x->ctxt->sax;
	memset(sax, 0, sizeof *sax);
	sax->startElement = sax_start;
	sax->endElement = sax_end;
	sax->characters = sax_text;
	sax->ignorableWhitespace = sax_text;
	sax->cdataBlock = sax_text;
	sax->initialized = 1;
	x->ctxt->_private = x;
	return x;
}

void extractor_free(struct extractor *x)
{
	if (!x)
		return;
	htmlFreeParserCtxt(x->ctxt);
	charset_dec_release(&x->dec);
	buf_release(&x->html);
	buf_release(&x->text);
	buf_release(&x->tmp);
	buf_release(&x->hcstr);
	buf_release(&x->title);
	free(x->hc);
	free(x->nodes);
	free(x->blocks);
	free(x);
}

static int node_new(struct extractor *x)
{
	if (x->nnodes == x->capnodes) {
		x->capnodes = x->capnodes ? x->capnodes * 2 : 1024;
		x->nodes = xrealloc(x->nodes, (size_t)x->capnodes * sizeof *x->nodes);
	}
	return x->nnodes++;
}

static int is_stop(const char *w, size_t n);

/* A word ends: a function word counts as one, and a run with no letter or
 * digit ("&", "|", "-", a dash, a guillemet) is no word: "Photovoltaik &
 * Speicher" is two. Bytes from 0xC3 on open letters (Latin, Greek,
 * Cyrillic, CJK...) but 0xE2's punctuation, arrows and symbols, and 0xF0's
 * emoji; 0xC2 opens Latin-1's signs. */
static void word_end(struct block *b, const char *w, size_t n)
{
	if (is_stop(w, n))
		b->stops++;
	for (size_t i = 0; i < n; i++) {
		unsigned c = (unsigned char)w[i];
		if (isalnum(c) && c < 0x80)
			return;
		if (c >= 0xC3 && c != 0xE2 && c < 0xF0)
			return;
	}
	b->words--;
}

#ifndef UNSPACED_WORD
#define UNSPACED_WORD 5
#endif
/* Whether the open block is a run of links on two or more lines. */
static int link_run(const struct extractor *x)
{
	const struct block *b = &x->cur;
	return b->chars > 0 && b->link_chars == b->chars && !b->cjk &&
	       memchr(x->text.p + b->off, '\n', b->len);
}

/* A paragraph cut off at a link after a blank line (sax_text) that is no
 * run of links joins the block before it again: "<br><br><a>Click
 * here</a> for ..." is a line of the text. */
static void join_run(struct extractor *x)
{
	x->tent = 0;
	if (link_run(x) || x->nblocks == 0)
		return;
	struct block *a = &x->blocks[--x->nblocks], *b = &x->cur;
	a->len = b->off + b->len - a->off;
	a->chars += b->chars;
	a->link_chars += b->link_chars;
	a->anchor_chars += b->anchor_chars;
	a->words += b->words;
	a->punct += b->punct;
	a->commas += b->commas;
	a->stops += b->stops;
	a->cjk += b->cjk;
	a->link_cjk += b->link_cjk;
	a->tail_link = b->tail_link;
	a->meta_chars += b->meta_chars;
	a->other_chars += b->other_chars;
	a->bold_chars += b->bold_chars;
	a->button |= b->button;
	if (!a->imeta)
		a->imeta = b->imeta;
	x->text.p[b->off - 1] = '\n';
	*b = *a;
}

static void block_close(struct extractor *x)
{
	if (!x->open)
		return;
	if (x->tent)
		join_run(x);
	x->open = 0;
	if (x->wstart != (size_t)-1) {
		word_end(&x->cur, x->text.p + x->wstart, x->text.len - x->wstart);
		x->wstart = (size_t)-1;
	}
	if (x->cur.chars == 0) {
		x->text.len = x->cur.off;  /* only spaces (in a <pre>) */
		return;
	}
	/* A Chinese, Japanese or Korean character says about as much as a
	 * word, three Latin letters: the thresholds on length and words are
	 * in those units. */
	if (x->cur.cjk) {
		if (x->cur.lead == x->cur.link_chars)
			x->cur.lead += 2 * x->cur.link_cjk;  /* all link text is the lead */
		x->cur.chars += 2 * x->cur.cjk;
		x->cur.link_chars += 2 * x->cur.link_cjk;
		x->cur.words += x->cur.cjk / 2;
	}
	/* Thai, Lao, Myanmar and Khmer set no space between words, only
	 * between phrases: a word is about five of their letters, and a
	 * paragraph of a hundred was one word, a label's */
	x->cur.words += x->cur.unspaced / UNSPACED_WORD;
	if (x->nblocks == x->capblocks) {
		x->capblocks = x->capblocks ? x->capblocks * 2 : 256;
		x->blocks = xrealloc(x->blocks, (size_t)x->capblocks * sizeof *x->blocks);
	}
	x->blocks[x->nblocks++] = x->cur;
	x->text.len = x->cur.off + x->cur.len;
	buf_putc(&x->text, '\n');  /* keeps blocks NUL/newline separated for debugging */
}

/* A few very common English function words: stopword density tells prose
 * from lists of names and labels, as jusText does. Lower-case ASCII only,
 * packed into an integer and looked up in a small hash set. */
static const char *const stopwords[] = {
	"the", "a", "an", "and", "or", "of", "to", "in", "on", "is", "was", "are",
	"were", "it", "its", "that", "this", "with", "for", "as", "at", "by", "be",
	"he", "she", "they", "we", "you", "i", "his", "her", "their", "from", "but",
	"not", "have", "has", "had", "which", "who", "will", "would", "there", "been",
	"said", "about", "than", "so", "if", "when", "what", "more", "also", "can",
};
#define STOPHASH 256
static uint64_t stoptab[STOPHASH];

static uint64_t pack_word(const char *w, size_t n)
{
	uint64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned c = (unsigned char)w[i];
		if (c >= 'A' && c <= 'Z')
			c += 32;
		v = v << 8 | c;
	}
	return v;
}

static unsigned stop_slot(uint64_t v)
{
	return (unsigned)((v * 0x9E3779B97F4A7C15ull) >> 56) & (STOPHASH - 1);
}

static void stops_init(void)
{
	for (size_t i = 0; i < sizeof stopwords / sizeof *stopwords; i++) {
		uint64_t v = pack_word(stopwords[i], strlen(stopwords[i]));
		unsigned h = stop_slot(v);
		while (stoptab[h])
			h = (h + 1) & (STOPHASH - 1);
		stoptab[h] = v;
	}
}

static int is_stop(const char *w, size_t n)
{
	if (n > 5)
		return 0;
	uint64_t v = pack_word(w, n);
	for (unsigned h = stop_slot(v); stoptab[h]; h = (h + 1) & (STOPHASH - 1))
		if (stoptab[h] == v)
			return 1;
	return 0;
}

/* windows-1252's characters for 0x80-0x9F (0: none, the control stays) */
static const unsigned short cp1252_c1[32] = {
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

/* A sentence's stop or a comma in a script whose signs are not ASCII's, at
 * the UTF-8 lead byte p[0] of n bytes: 1 for a stop (the CJK full stop and
 * fullwidth "！？；", Devanagari's danda "।" and "॥", the Arabic "؟", Urdu's
 * "۔", Armenian's "։", Ethiopic's "።", Myanmar's "။", Khmer's "។"), 2 for
 * a comma (CJK "、" and "，", Arabic "،"), else 0: a Hindi sentence ends in
 * a danda, and counted as none it was a short label. */
static int script_mark(const unsigned char *p, size_t n)
{
	if (n < 2)
		return 0;
	unsigned c = p[0], d = p[1];
	if (c == 0xD8)
		return d == 0x9F ? 1 : d == 0x8C ? 2 : 0;
	if (c == 0xDB || c == 0xD6)
		return (c == 0xDB && d == 0x94) || (c == 0xD6 && d == 0x89);
	if (n < 3)
		return 0;
	unsigned e = p[2];
	switch (c) {
	case 0xE0:
		return d == 0xA5 && (e == 0xA4 || e == 0xA5);
	case 0xE1:
		return (d == 0x8D && e == 0xA2) || (d == 0x81 && e == 0x8B) ||
		       (d == 0x9F && e == 0x94);
	case 0xE3:
		return d == 0x80 ? (e == 0x82 ? 1 : e == 0x81 ? 2 : 0) : 0;
	case 0xEF:
		if (d != 0xBC)
			return 0;
		return e == 0x81 || e == 0x9F || e == 0x9B ? 1 : e == 0x8C ? 2 : 0;
	}
	return 0;
}

/* Append text s[0..n) to the open block (opening one owned by element
 * owner), collapsing whitespace as a browser renders it. */
static void text_add(struct extractor *x, int owner, const unsigned char *s, size_t n,
                     int inlink, int inpre)
{
	struct block *b = &x->cur;
	if (!x->open) {
		memset(b, 0, sizeof *b);
		b->off = x->text.len;
		b->owner = owner;
		b->tag = x->nodes[owner].tag;
		x->open = 1;
		x->space = 0;
		x->softsp = 0;
		x->nl = 0;
		x->pbreak = 0;
	}
	struct buf *t = &x->text;
	/* output never exceeds input + one separator, but for the C1
	 * controls below (2 bytes of input, up to 3 of output) */
	buf_grow(t, n + n / 2 + 2);
	char *o = t->p + t->len;
	size_t wstart = x->wstart;
	int space = x->space, nl = x->nl, prews = 0;
	int chars0 = b->chars;
	/* a letter after a separate element's edge that follows one
	 * (sep_elem) starts a word: "Docker Compose" "Podman" */
	if (x->softsp && n) {
		unsigned char e = b->len ? (unsigned char)t->p[t->len - 1] : ' ';
		if ((isalnum(e) || e >= 0x80) && (isalnum(s[0]) || s[0] >= 0x80))
			space = 1;
		x->softsp = 0;
	}
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		if (inpre && (c == ' ' || c == '\t')) {
			/* code keeps its indentation and alignment */
			if (nl && b->len) {
				*o++ = '\n';
				b->len++;
			}
			*o++ = (char)c;
			b->len++;
			nl = space = 0;
			prews = 1;
			i++;
			goto wordend;
		}
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
			if (inpre && c == '\n')
				nl = 1;
			space = 1;
			i++;
			goto wordend;
		}
		unsigned c1 = 0;  /* a C1 control's windows-1252 character */
		if (c >= 0x80 && i + 1 < n) {
			if (c == 0xC2 && s[i + 1] >= 0x80 && s[i + 1] <= 0x9F)
				c1 = cp1252_c1[s[i + 1] - 0x80];
			if (c == 0xC2 && s[i + 1] == 0xA0) {  /* no-break space */
				space = 1;
				i += 2;
				goto wordend;
			}
			if (c == 0xE2 && i + 2 < n && s[i + 1] == 0x80 &&
			    (s[i + 2] <= 0x8D || s[i + 2] == 0xAF)) {
				if (s[i + 2] == 0x8C || s[i + 2] == 0x8D)
					goto keep;  /* ZWNJ, ZWJ: part of the text */
				i += 3;
				if (s[i - 1] == 0x8B)
					continue;  /* zero-width space */
				space = 1;  /* en/em/thin/narrow spaces */
				goto wordend;
			}
			if (c == 0xE3 && i + 2 < n && s[i + 1] == 0x80 && s[i + 2] == 0x80) {
				space = 1;  /* ideographic space */
				i += 3;
				goto wordend;
			}
			if (c == 0xEF && i + 2 < n && s[i + 1] == 0xBB && s[i + 2] == 0xBF) {
				i += 3;  /* stray BOM / ZWNBSP */
				continue;
			}
			/* the Private Use Area, U+E000-U+F8FF: an icon font's
			 * glyph (a page builder's "&#xe08a;"), no text */
			if ((c == 0xEE || (c == 0xEF && s[i + 1] <= 0xA3)) && i + 2 < n) {
				i += 3;
				continue;
			}
		}
	keep:
		if (space || nl || prews || b->len == 0) {
			if (b->len && (space || nl)) {
				*o++ = nl ? '\n' : ' ';
				b->len++;
			}
			b->words++;
			wstart = (size_t)(o - t->p);
			space = nl = prews = 0;
		}
		if (c1) {
			/* "&#147;" is a left double quote to a browser (HTML's
			 * numeric references in 0x80-0x9F are windows-1252's),
			 * where libxml2 gives the control U+0093 */
			size_t k = utf8_encode(c1, o);
			o += k;
			b->len += k;
			b->chars++;
			b->link_chars += inlink != 0;
			b->anchor_chars += inlink == 2;
			i += 2;
			continue;
		}
		*o++ = (char)c;
		b->len++;
		if ((c & 0xC0) != 0x80) {
			b->chars++;
			b->link_chars += inlink != 0;
			b->anchor_chars += inlink == 2;
			if (c >= 0xE3 && c <= 0xED) {  /* U+3000..U+DFFF: kana, CJK, Hangul */
				b->cjk++;
				b->link_cjk += inlink != 0;
			} else if ((c == 0xE0 || c == 0xE1) && i + 1 < n &&
			           (c == 0xE0 ? s[i + 1] >= 0xB8 && s[i + 1] <= 0xBB
			                      : s[i + 1] <= 0x81 || s[i + 1] == 0x9E ||
			                        s[i + 1] == 0x9F))
				b->unspaced++;  /* U+0E00..0EFF Thai, Lao; U+1000..107F
				                 * Myanmar; U+1780..17FF Khmer */
		}
		if (c == '.' || c == '!' || c == '?' || c == ';' || c == ':')
			b->punct++;
		else if (c == ',')
			b->commas++;
		else if (c >= 0xD6 && c <= 0xEF) {
			int m = script_mark(s + i, n - i);
			b->punct += m == 1;
			b->commas += m == 2;
		}
		i++;
		continue;
	wordend:
		if (wstart != (size_t)-1) {
			word_end(b, t->p + wstart, (size_t)(o - t->p) - wstart);
			wstart = (size_t)-1;
		}
	}
	t->len = (size_t)(o - t->p);
	t->p[t->len] = 0;
	/* the link the block opens with, counted per text node (a node is
	 * all link or none): the first text outside a link ends it; the
	 * last text node says whether the block closes with a link */
	if (b->chars > chars0)
		b->tail_link = inlink;
	if (!b->lead_done && b->chars > chars0) {
		if (inlink)
			b->lead += b->chars - chars0;
		else {
			b->lead_done = 1;
			b->lead_br = x->nl && b->lead > 0;
		}
	}
	x->wstart = wstart;  /* a word may go on in the next text node */
	x->space = space;
	x->nl = nl;
}

#ifndef INLINE_KEEP
#define INLINE_KEEP F_HEAD  /* a heading styled inline is still one */
#endif
/* A style's hints: "display:none", "visibility:hidden" hide the element;
 * "display:inline" lays it out in the line, as a span (a block inside it
 * still breaks the line); "inline-block", "-webkit-inline-box",
 * "inline-flex" make it a box in the line, whose contents do not break the
 * line around it either when the box is set in a line of text (sax_start). */
static unsigned style_hints(const char *v)
{
	char t[256];
	size_t n = 0;
	for (; *v && n < sizeof t - 1; v++)
		if (!isspace((unsigned char)*v))
			t[n++] = (char)tolower((unsigned char)*v);
	t[n] = 0;
	if (strstr(t, "display:none") || strstr(t, "visibility:hidden"))
		return H_HIDDEN;
	const char *d = strstr(t, "display:");
	if (!d)
		return 0;
	d += 8;
	if (*d == '-' && strchr(d + 1, '-'))
		d = strchr(d + 1, '-') + 1;  /* a vendor prefix */
	if (strncmp(d, "inline", 6))
		return 0;
	return d[6] == '-' ? H_INLBOX : d[6] == ';' || d[6] == '!' || !d[6] ? H_INLINE : 0;
}

/* A box named a table by a word of its class that ends so, its cells
 * the boxes in it with no row between ("<div class=\"summary-table
 * three-column-summary\">" over "<div class=col-first>static
 * RetryPolicy</div><div class=col-second>none()</div>": Javadoc's member
 * summaries, a CSS grid); a table of contents ("toc-table") is none. */
static int div_table(const char *v)
{
	for (const char *p = v; *p;) {
		while (*p == ' ')
			p++;
		size_t k = strcspn(p, " ");
		if (k > 6 && !strncasecmp(p + k - 6, "-table", 6) &&
		    strncasecmp(p, "toc", 3) && strncasecmp(p, "table", 5))
			return 1;
		p += k;
	}
	return 0;
}

static uint64_t attr_hint_cached(struct extractor *x, const char *v,
                                 uint64_t *key)
{
	uint64_t h = 1469598103934665603ull;
	size_t n = 0;
	for (; v[n]; n++)
		h = (h ^ (unsigned char)v[n]) * 1099511628211ull;
	if (n == 0)
		return 0;
	size_t i = (size_t)(h ^ (h >> 29)) & (HCACHE - 1);
	for (;;) {
		struct hslot *e = &x->hc[i];
		if (!e->used)
			break;
		if (e->h == h && e->len == n &&
		    !memcmp(x->hcstr.p + e->off, v, n)) {
			*key |= e->key;
			return e->hint;
		}
		i = (i + 1) & (HCACHE - 1);
	}
	uint64_t k = 0;
	uint64_t hint = attr_hint(v, &k) | (div_table(v) ? H_DIVTABLE : 0);
	*key |= k;
	if (n > 4096)
		return hint;
	if (x->hcn >= HCACHE / 2 || x->hcstr.len > (64u << 20)) {
		memset(x->hc, 0, HCACHE * sizeof *x->hc);
		x->hcn = 0;
		buf_clear(&x->hcstr);
		i = (size_t)(h ^ (h >> 29)) & (HCACHE - 1);
	}
	struct hslot *e = &x->hc[i];
	e->h = h;
	e->off = (uint32_t)x->hcstr.len;
	e->len = (uint32_t)n;
	e->hint = hint;
	e->key = k;
	e->used = 1;
	x->hcn++;
	buf_add(&x->hcstr, v, n);
	return hint;
}

/* An element's attributes (SAX name/value pairs) into hint flags. */
/* Is the element a heading a site builder named a header by a numbered
 * id alone, "<h2 id=cc-m-header-2428>" (Jimdo's), with no class that
 * says so ("entry-header", "et_pb_module_header")? An id with no number,
 * "<h2 id=header>" around a site's logo, is the page's header. */
static int numbered_header_id(const xmlChar **atts)
{
	int num = 0;
	for (; atts[0]; atts += 2) {
		const char *v = (const char *)atts[1];
		if (!v)
			continue;
		if (!strcmp((const char *)atts[0], "class") && strcasestr(v, "header"))
			return 0;
		if (!strcmp((const char *)atts[0], "id") && strcasestr(v, "header"))
			num = strpbrk(v, "0123456789") != NULL;
	}
	return num;
}

/* Does an itemprop's list of names hold this one among others? A news
 * site's headline is often "name headline" ("<h1 itemprop=\"name
 * headline\">"): the story's title, a meta hint as "headline" alone. */
static int itemprop_has(const char *v, const char *w)
{
	size_t n = strlen(w);
	for (const char *p = v; *p;) {
		while (*p == ' ')
			p++;
		size_t k = strcspn(p, " ");
		if (k == n && !strncasecmp(p, w, n))
			return 1;
		p += k;
	}
	return 0;
}

/* A section of customers' reviews under an entry, the anchor its stars
 * link to ("<section id=bewertungen>" in a business directory's entry
 * under the firm's hours and services: "Markus H. 12.10.2026 Unser
 * Einbauschrank ..."; id="reviews", "avis", "recensioni", "opiniones",
 * "beoordelingen"): the readers' posts, no text of the entry (a review's
 * own text is "review", one word). The id is the word alone; the section
 * goes as a band of testimonials does (drop_testimonials): named
 * boilerplate it would shift the container off the entry's boxes of
 * hours and contacts to its "Über uns" alone. */
static int reviews_id(const char *v)
{
	static const char *const w[] = {"reviews", "bewertungen", "kundenbewertungen",
		"rezensionen", "avis", "recensioni", "opiniones", "resenas",
		"beoordelingen", "customer-reviews"};
	size_t n = strlen(v);
	if (n < 4 || n > 17)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (!strcasecmp(v, w[i]))
			return 1;
	return 0;
}

/* A box in a grid of divs named a table that names itself a cell or a
 * column ("col-first", "col-last", "table-cell"): a price table's
 * "price-table__header" is none. */
static int cell_class(const xmlChar **atts)
{
	for (; atts[0]; atts += 2)
		if (atts[1] && !strcmp((const char *)atts[0], "class"))
			return strstr((const char *)atts[1], "col-") ||
			       strstr((const char *)atts[1], "cell");
	return 0;
}

static uint64_t elem_hints(struct extractor *x, const xmlChar **atts,
                           uint64_t *key)
{
	uint64_t h = 0;
	for (; atts[0]; atts += 2) {
		const char *name = (const char *)atts[0];
		const char *v = atts[1] ? (const char *)atts[1] : "";
		switch (name[0]) {
		case 'c':
			if (!strcmp(name, "class"))
				h |= attr_hint_cached(x, v, key);
			break;
		case 'i':
			/* an id with a parenthesis is a code member's anchor,
			 * an API reference's "exponential(java.time.Duration,
			 * int)" (Javadoc's): its words ("time") name no box */
			if (!strcmp(name, "id") && !strchr(v, '(')) {
				h |= attr_hint_cached(x, v, key);
				if (reviews_id(v))
					h |= H_TESTIM;
			}
			else if (!strcmp(name, "itemprop")) {
				if (!strcasecmp(v, "articleBody"))
					h |= H_POS;
				else if (!strcasecmp(v, "recipeIngredient") ||
				         !strcasecmp(v, "ingredients"))
					h |= H_INGR;
				else if (!strcasecmp(v, "reviewBody") || !strcasecmp(v, "text"))
					h |= H_POS | H_ITEMTEXT;
				else if (!strcasecmp(v, "author") || !strcasecmp(v, "datePublished") ||
				         !strcasecmp(v, "dateModified") ||
				         itemprop_has(v, "headline"))
					h |= H_META;
				/* a Q&A page's tallies (schema.org's QAPage): an
				 * answer's votes beside it, "<div itemprop=
				 * upvoteCount>28936</div>", no text of the page */
				else if (!strcasecmp(v, "upvoteCount") ||
				         !strcasecmp(v, "downvoteCount") ||
				         !strcasecmp(v, "answerCount") || !strcasecmp(v, "commentCount"))
					h |= H_HIDDEN;
			}
			break;
		case 'r':
			if (!strcmp(name, "role")) {
				/* not role=alert: a tutorial's callout in the
				 * body is Bootstrap's "<div class=\"alert
				 * alert-warning\" role=alert><strong>Wichtig:
				 * </strong> ..."; a cookie bar so marked goes by
				 * its words and its place */
				if (!strcmp(v, "navigation") || !strcmp(v, "complementary") ||
				    !strcmp(v, "contentinfo") || !strcmp(v, "banner") ||
				    !strcmp(v, "menu") || !strcmp(v, "dialog")) {
					h |= H_NEG | H_BOILER;
					*key |= NEGKEY_TAG;
				}
				else if (!strcmp(v, "main") || !strcmp(v, "article"))
					h |= H_POS;
				else if (!strcmp(v, "tabpanel"))
					h |= H_TABPANEL;
				else if (!strcmp(v, "row"))
					h |= H_ROW;
				else if (!strcmp(v, "cell") || !strcmp(v, "gridcell") ||
				         !strcmp(v, "columnheader") || !strcmp(v, "rowheader"))
					h |= H_CELL;
			}
			break;
		case 's':
			if (!strcmp(name, "style"))
				h |= style_hints(v);
			break;
		case 'h':
			if (!strcmp(name, "hidden"))
				h |= H_HIDDEN;
			break;
		case 'a':
			if (!strcmp(name, "aria-hidden") && !strcmp(v, "true"))
				h |= H_HIDDEN;
			break;
		case 'd':
			/* a forum post's signature marked by its role alone
			 * (Invision Community's data-role="memberSignature") */
			if (!strcmp(name, "data-role") && strstr(v, "ignature")) {
				h |= H_NEG | H_BOILER | H_SIGN;
				*key |= neg_bit("signature", 9);
			}
			break;
		}
	}
	/* a shop's tab of its customers' reviews (role=tabpanel or "tab-pane",
	 * named "reviews", "votes", "Bewertungen"; Shopware's "review-tab-
	 * pane", JTL's "tab-votes") beside the description's and the spec
	 * table's: the readers' posts, no text of the product's */
	if ((h & (H_TABPANEL | H_TABPANE)) && (h & H_REVIEWS)) {
		h |= H_NEG | H_BOILER;
		*key |= neg_bit("reviews", 7);
	}
	if ((h & H_POS) && (h & H_NEG))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	return h;
}

static int accordion_button(const xmlChar **atts);

/* Pass 1, as SAX callbacks: libxml2 builds no tree. Its HTML parser closes
 * implied and unclosed elements itself, so starts and ends always pair. */
static struct extractor *sax_x(void *ctx)
{
	return ((xmlParserCtxtPtr)ctx)->_private;
}

/* Only an <a> with an href is a link: a named anchor (<a name=top>) left
 * open would otherwise make the rest of the page link text. 1 for a link,
 * 2 for a link within the page ("#section"), 3 for a mailto:/tel: one. */
static int has_href(const xmlChar **atts)
{
	for (; atts && atts[0]; atts += 2) {
		if (strcmp((const char *)atts[0], "href"))
			continue;
		const char *v = (const char *)atts[1];
		if (!v)
			return 1;
		if (*v == '#')
			return 2;
		while (*v == ' ')
			v++;
		if (!strncasecmp(v, "mailto:", 7) || !strncasecmp(v, "tel:", 4) ||
		    !strncasecmp(v, "callto:", 7))
			return 3;
		return 1;
	}
	return 0;
}

/* The text of a mailto:/tel: link is the address itself: an e-mail address
 * ("info@beispiel.de") or a phone number ("+49 761 123456"). After a label's
 * colon it is the page's text, as an address in plain text is (sax_text): a
 * contact line. A share button's "E-Mail" stays a link. */
static int contact_text(const unsigned char *s, size_t n)
{
	int at = 0, digits = 0, other = 0, letters = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned c = s[i];
		if (c == '@')
			at++;
		else if (c >= '0' && c <= '9')
			digits++;
		else if ((c | 32) >= 'a' && (c | 32) <= 'z')
			letters++;
		else if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
			continue;
		else if (!strchr("+-/().", (int)c))
			other++;
	}
	if (at == 1)
		return letters + digits >= 5;
	return !at && digits >= 6 && !letters && !other;
}

/* A class that names an inline element a field's label, its value
 * beside it: "label", "field-label", "field__label", "meta_label" (a fact
 * box's "<span class=label>Datum</span><span class=value>12.09.2026
 * </span>", "Alarmierung", "Lieu", "Plaats", set apart by the stylesheet
 * alone, no space between them in the markup). */
static int label_class(const xmlChar **atts)
{
	for (; atts && atts[0]; atts += 2) {
		if (strcmp((const char *)atts[0], "class") || !atts[1])
			continue;
		const char *v = (const char *)atts[1];
		for (const char *t = strstr(v, "label"); t; t = strstr(t + 5, "label"))
			if ((t == v || t[-1] == ' ' || t[-1] == '-' || t[-1] == '_') &&
			    (!t[5] || t[5] == ' '))
				return 1;
		return 0;
	}
	return 0;
}

/* Whether an inline element is one that a page's stylesheet sets apart
 * from the text beside it, so that its edges part two words that the
 * markup runs together: a tab's or a form's <label> ("<label>Docker
 * Compose</label><label>Podman</label>"), a tab ("role=tab"), a badge,
 * tag, chip or pill in a row of them ("<span class=badge>Neu</span><span
 * class=badge>Gratis</span>", "<a class=tag>Politique</a><a class=tag>
 * Europe</a>"), Doxygen's "<span class=mlabel>inline</span><span class=
 * mlabel>noexcept</span>", and a span styled a line of its own ("<span
 * style=display:block>"). A span that styles part of a word ("<span
 * class=dropcap>D</span>ie", "<b>W</b>ort", a search hit) is none. */
static int sep_elem(const xmlChar *name, const xmlChar **atts)
{
	if ((name[0] | 32) == 'l' && !strcasecmp((const char *)name, "label"))
		return 1;
	for (; atts && atts[0]; atts += 2) {
		const char *a = (const char *)atts[0], *v = (const char *)atts[1];
		if (!v || !v[0])
			continue;
		if (a[0] == 'r' && !strcmp(a, "role") && !strcasecmp(v, "tab"))
			return 1;
		if (a[0] == 's' && !strcmp(a, "style")) {
			const char *d = strstr(v, "display");
			if (!d)
				continue;
			for (d += 7; *d == ' ' || *d == ':'; d++)
				;
			if (!strncmp(d, "block", 5) || !strncmp(d, "flex", 4))
				return 1;
			continue;
		}
		if (a[0] != 'c' || strcmp(a, "class"))
			continue;
		/* each token, or its last part after "-" or "_": "badge",
		 * "post-tag", "c-chip", "badge rounded-pill", "field__label" */
		const char *q = v;
		for (const char *t = v;; t++) {
			if (*t && *t != ' ' && *t != '-' && *t != '_')
				continue;
			if (*t != '-' && *t != '_') {
				size_t n = (size_t)(t - q);
				if ((n == 3 && !strncasecmp(q, "tag", 3)) ||
				    (n == 4 && (!strncasecmp(q, "chip", 4) || !strncasecmp(q, "pill", 4))) ||
				    (n == 5 && (!strncasecmp(q, "badge", 5) || !strncasecmp(q, "label", 5))) ||
				    (n == 6 && !strncasecmp(q, "mlabel", 6)))
					return 1;
			}
			if (!*t)
				break;
			q = t + 1;
		}
	}
	return 0;
}

/* The tag name and class of an element, hashed (FNV-1a) without its digits;
 * 0 without a class: similar sibling boxes (a thread's posts) share it,
 * their rows counted or not ("post bg1", "post bg2"; "windowbg2"). */
static unsigned class_hash(const xmlChar *name, const xmlChar **atts)
{
	for (; atts && atts[0]; atts += 2) {
		if (strcmp((const char *)atts[0], "class") || !atts[1] ||
		    !atts[1][0])
			continue;
		unsigned h = 2166136261u;
		for (const xmlChar *q = name; *q; q++)
			h = (h ^ *q) * 16777619u;
		for (const xmlChar *q = atts[1]; *q; q++)
			if (*q < '0' || *q > '9')
				h = (h ^ *q) * 16777619u;
		return h ? h : 1;
	}
	return 0;
}

#ifndef TIME_HEAD
#define TIME_HEAD 6  /* blocks of a header box looked at for its headline */
#endif
static void sax_start(void *ctx, const xmlChar *name, const xmlChar **atts)
{
	struct extractor *x = sax_x(ctx);
	if (x->over)
		return;
	if (x->skip) {
		x->skip++;
		return;
	}
	unsigned tf = tag_flags((const char *)name);
	uint64_t negkey = 0;
	uint64_t h = atts ? elem_hints(x, atts, &negkey) : 0;
	/* a <time> in the box of the article's header, under its headline
	 * ("<header><h2>...</h2><div>Von ...</div><time>21.01.2026, 14.22
	 * Uhr</time>", "<div class=firma><span>Ainhoa Etxeberria</span>
	 * <time>13/03/2025 08:15</time>" under the h1), is its date line
	 * as one named a date is (one in a field under its label,
	 * "Angebotsfrist", is the page's fact) */
	if (!tf && !(h & H_META) && x->cur_node >= 0 && !strcasecmp((const char *)name, "time")) {
		int g = x->nodes[x->cur_node].parent;
		int from = x->nodes[g >= 0 ? g : x->cur_node].first_block;
		for (int j = from; j < x->nblocks && j < from + TIME_HEAD; j++)
			if (x->blocks[j].tag & F_HEAD) {
				h |= H_META;
				break;
			}
	}
	/* a custom element (a web component, its name with a hyphen:
	 * "<article-meta>", "<share-bar>", "<site-footer>") is named as a
	 * class names a box, and one that starts a line in a layout box (no
	 * paragraph, heading, item or cell) is a box of its own: a
	 * component's layout ("<author-list>" over "<lazy-image>"); one in a
	 * line of text is inline, GitHub's "<relative-time>", and so is
	 * MathJax's math, "<mjx-container>", a formula in a sentence even
	 * where it opens a line ("<p>When</p><mjx-container>a ≠ 0
	 * </mjx-container>, there are two solutions") */
	if (!tf && strchr((const char *)name, '-') && strncasecmp((const char *)name, "mjx-", 4)) {
		h |= attr_hint_cached(x, (const char *)name, &negkey);
		unsigned pt = x->cur_node >= 0 ? x->nodes[x->cur_node].tag : F_BLOCK;
		if ((!x->open || x->cur.chars == 0) && (pt & F_BLOCK) &&
		    !(pt & (F_P | F_HEAD | F_LI | F_TD | F_PRE | F_DT)))
			tf = F_BLOCK;
	}
	/* a list of references is an <ol>, numbered as the notes in the text
	 * ("<ul class=references>" is a company's list of its clients) */
	if ((h & H_REFLIST) && strcasecmp((const char *)name, "ol"))
		h &= ~H_REFLIST;
	/* a link set as a button by utility classes alone is one: a call to
	 * act's "Jetzt starten" (a box so set is a card) */
	if (h & H_UTILBTN)
		h = (h & ~(uint64_t)H_UTILBTN) | ((tf & F_A) ? H_BUTTON : 0);
	/* a portrait, an <img> named so or drawn AVATAR_PX square or
	 * smaller ("<img width=48 height=48 class=rounded-full>"), marks the
	 * box it stands in */
	if ((tf & F_SKIP) && x->cur_node >= 0 && atts && !strcasecmp((const char *)name, "img"))
		x->nodes[x->cur_node].hint |= (h & H_AVATAR) || small_img(atts) ? H_AVATAR :
		                              H_PICTURE;
	h &= ~(uint64_t)H_AVATAR;
	/* an inline-block box set in a line of text (an icon, a widget) lays
	 * its contents out in that line; one that starts a line is a layout
	 * column, whose paragraphs are blocks */
	int ininline = ((h & H_INLBOX) && x->open && x->cur.chars > 0) ||
	               (x->cur_node >= 0 && x->nodes[x->cur_node].ininline);
	if ((ininline || (h & H_INLINE)) && !(tf & (INLINE_KEEP | F_ROOT)))
		tf &= ~(unsigned)F_BLOCK;
	/* a table set in divs with ARIA roles (a docs site's "<div
	 * role=row><div role=cell>") is a table: its short cells share a line */
	if ((h & H_ROW) && (tf & F_BLOCK))
		tf |= F_TR;
	if ((h & H_CELL) && (tf & F_BLOCK))
		tf |= F_TD;
	/* and so is a grid of divs in a box named a table (div_table) */
	if ((tf & F_BLOCK) && x->cur_node >= 0 && (x->nodes[x->cur_node].hint & H_DIVTABLE) &&
	    (x->nodes[x->cur_node].tag & F_BLOCK) && !strcasecmp((const char *)name, "div") &&
	    atts && cell_class(atts)) {
		tf |= F_TD;
		x->nodes[x->cur_node].tag |= F_TR;
	}
	/* a <cite> that starts a line in a blockquote (within three levels)
	 * is a line: the quote's header ("kim wrote: 14 Mar 2023, 08:10",
	 * phpBB), not run into the quoted text */
	if (!x->open && !strcasecmp((const char *)name, "cite"))
		for (int k = x->cur_node, n = 0; k >= 0 && n < 3;
		     k = x->nodes[k].parent, n++)
			if (x->nodes[k].tag & F_QUOTE) {
				tf |= F_BLOCK;
				break;
			}
	/* an inline box named a forum post's signature that opens a line
	 * is a block of its own, as a <div> so named is ("<span class=
	 * signature>---------------<br>Ma rénovation ...</span>" under a
	 * post: a table-built French forum's) */
	if ((h & H_SIGN) && !(tf & (F_BLOCK | F_SKIP)) && (!x->open || x->cur.chars == 0))
		tf |= F_BLOCK;
	/* a <button> that opens a heading holds its text: an accordion's
	 * toggle, "<h3><button aria-expanded>Question?</button></h3>" (the
	 * ARIA pattern; Squarespace's FAQ) */
	if ((tf & F_SKIP) && x->cur_node >= 0 && (x->nodes[x->cur_node].tag & F_HEAD) &&
	    (!x->open || x->cur.chars == 0) && !strcasecmp((const char *)name, "button"))
		tf = 0;
	/* and so does one that opens a table's cell: its value, a button
	 * that opens the cell's notes (a browser compatibility table's
	 * "<td><button>Full support Chrome 92</button></td>", MDN's) */
	if ((tf & F_SKIP) && x->cur_node >= 0 && (x->nodes[x->cur_node].tag & F_TD) &&
	    (!x->open || x->cur.chars == 0) && !strcasecmp((const char *)name, "button"))
		tf = 0;
	/* and so does one that a box holds, named an accordion's toggle by
	 * its class and marked one by its ARIA state: "<button class=
	 * kt-blocks-accordion-header aria-controls=...>Question?</button>"
	 * (Kadence's, GenerateBlocks' FAQ); it heads its answer as a
	 * heading does */
	if ((tf & F_SKIP) && (!x->open || x->cur.chars == 0) && atts &&
	    !strcasecmp((const char *)name, "button") && accordion_button(atts))
		tf = F_BLOCK | F_HEAD;
	/* in a code listing (H_CODE) a box is a line, and the gutter of
	 * line numbers is hidden */
	if (x->cur_node >= 0 && x->nodes[x->cur_node].inpre && !(tf & F_PRE)) {
		if (h & H_GUTTER)
			h |= H_HIDDEN;
		if (tf & F_BLOCK) {
			tf &= ~(unsigned)F_BLOCK;
			if (x->open)
				x->nl = 1;
		}
	}
	if (tf & F_ROOT)
		h &= ~(uint64_t)H_HIDDEN;  /* "js-tooltip-enabled" on <html> hides nothing */
	if ((tf & F_ROOT) && atts && x->lang < 0)
		for (const xmlChar **a = atts; a[0]; a += 2)
			if (a[1] && a[1][0] && (!strcasecmp((const char *)a[0], "lang") ||
			                        !strcasecmp((const char *)a[0], "xml:lang")))
				x->lang = !strncasecmp((const char *)a[1], "en", 2);
	/* the Highwire Press tags that journals, preprint servers and
	 * repositories give Google Scholar ("citation_title",
	 * "citation_doi") mark a paper's page */
	if ((tf & F_SKIP) && !x->scholarly && atts && !strcasecmp((const char *)name, "meta"))
		for (const xmlChar **a = atts; a[0]; a += 2)
			if (a[1] && !strcasecmp((const char *)a[0], "name") &&
			    !strncasecmp((const char *)a[1], "citation_", 9))
				x->scholarly = 1;
	if ((tf & F_SKIP) || (h & H_HIDDEN)) {
		x->skip = 1;
		/* a consent dialog's controls may be buttons ("<button>ACEPTO") */
		if (x->cur_node >= 0 && !(h & H_HIDDEN) && !strcasecmp((const char *)name, "button"))
			x->nodes[x->cur_node].button = 1;
		/* a caption next to a video or an embed is its title */
		if (tf & F_MEDIA)
			for (int k = x->cur_node, n = 0; k >= 0 && n < 4; k = x->nodes[k].parent, n++)
				if (x->nodes[k].hint & H_CAPTION) {
					x->nodes[k].hint |= H_MEDIA;
					break;
				}
		/* <head> is walked, not skipped: libxml2 leaves an unknown
		 * element there open, and the page's body inside it. Only a
		 * <title> in <head> is the title (one in <svg> is not). */
		if ((tf & F_TITLE) && !x->title_done &&
		    (x->cur_node < 0 || (x->nodes[x->cur_node].tag & F_HEADTAG)))
			x->in_title = 1;
		return;
	}
	/* A blank line, "<br><br>", ends a run of links in a body of <br>
	 * lines (a hand-built page's menu in its left column, "<a>Start</a>
	 * <br><a>Über uns</a><br>", under its welcome text): the run is a
	 * block of its own, weighed as a menu, not as part of the prose */
	if ((tf & F_BR) && x->open) {
		if (x->nl && x->tent)
			join_run(x);
		if (x->nl && link_run(x)) {
			x->cur.brrun = 1;
			block_close(x);
		}
		else if (x->nl)
			x->pbreak = 1;
		x->nl = 1;
	}
	if (x->nnodes == EXTRACT_MAX_ELEMENTS) {
		x->over = 1;
		xmlStopParser(x->ctxt);
		return;
	}
	int i = node_new(x);
	struct node *d = &x->nodes[i];
	int cur = x->cur_node;
	const struct node *p = cur >= 0 ? &x->nodes[cur] : NULL;
	/* a quotation's <footer> is its attribution, no page's footer: a
	 * curator's or critic's name under a quote in the text ("<blockquote>
	 * <p>...</p><footer>— Dr. Anna Kruse, Kuratorin</footer>", "— Blanca
	 * Pons, comisaria", "— Jean Dupont, commissaire"), as HTML prescribes */
	int quote_foot = (tf & F_NEGTAG) && (tf & F_BLOCK) && !(tf & (F_NAV | F_ASIDE)) &&
	                 p && (p->tag & F_QUOTE);
	/* a table's cell or row named its header ("utrecht-table__header-
	 * cell": the NL Design System's "Openingstijden" table; "table-
	 * header-row", "cabecera-tabla header") is the table's own head, no
	 * page's header */
	if ((h & H_NEG) && (tf & (F_TD | F_TR)) && negkey == neg_bit("header", 6)) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* a heading named a header by a numbered id alone is a heading, no
	 * page's header: a site builder numbers each of its headings so
	 * ("<h2 id=cc-m-header-2428>Ausstattung</h2>", Jimdo's; "<h3 id=
	 * section-header-2>Nos services</h3>"); "<h2 id=header>" round a
	 * site's logo stays one, and so does a heading whose class says so */
	if ((h & H_NEG) && (tf & F_HEAD) && negkey == neg_bit("header", 6) && atts &&
	    numbered_header_id(atts)) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* a paragraph named a call to action is a line of the text's own,
	 * its author's closing call ("<p class=cta-contributor>Would you
	 * like to write for us? ...", "Schreiben Sie uns!"): the band is a
	 * box so named, "<div class=\"ce_text cta\">" */
	if ((h & H_NEG) && negkey == neg_bit("cta", 3) && !strcasecmp((const char *)name, "p")) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* and so is a box named a header inside the article's body (named
	 * so, "entry-content", "articleBody") past two of its blocks of text,
	 * not a menu's links: a recipe card's or a box's own head
	 * ("tasty-recipes-entry-header": the dish's name, its times and
	 * servings), no page's header (the article's own header at the top
	 * of its body stays one, under a page's main box that a menu of
	 * links opens too, and so do a <header> so named, a graphic's
	 * "interactive-header", and a heading, a record's field label,
	 * "simple-view-element-header") */
	if ((h & H_NEG) && !(tf & F_HEAD) && negkey == neg_bit("header", 6) &&
	    strcasecmp((const char *)name, "header"))
		for (int k = x->cur_node; k >= 0; k = x->nodes[k].parent) {
			if (!(x->nodes[k].hint & H_POS))
				continue;
			int texts = 0;
			for (int j = x->nodes[k].first_block; j < x->nblocks && texts < 2; j++)
				texts += 2 * x->blocks[j].link_chars < x->blocks[j].chars;
			if (texts >= 2) {
				h &= ~(uint64_t)(H_NEG | H_BOILER);
				negkey = 0;
				break;
			}
		}
	/* and a table's <caption> named so ("utrecht-table__caption",
	 * "table-caption") is the table's title, no picture's caption */
	if ((h & H_CAPTION) && !(tf & F_FIG) && !strcasecmp((const char *)name, "caption"))
		h &= ~(uint64_t)H_CAPTION;
	if ((tf & F_NEGTAG) && !quote_foot) {
		h |= H_NEG | H_BOILER;
		negkey |= NEGKEY_TAG;
	}
	if (tf & F_FIG)
		h |= H_CAPTION;
	d->negkey = (h & H_NEG) ? negkey : 0;
	d->parent = cur;
	d->tag = tf;
	if (p && (p->hint & H_BUTTON) && !(tf & F_BLOCK))
		h |= H_BUTTON;  /* a button's label, "<span>Kontakt</span>" */
	d->hint = h;
	x->testim |= (h & H_TESTIM) != 0;
	d->cls = class_hash(name, atts);
	d->blk = (tf & F_BLOCK) || !p ? i : p->blk;
	d->imeta = (tf & F_BLOCK) || !p ? -1 : (h & H_META) ? i : p->imeta;
	d->inlink = (tf & F_A) ? has_href(atts) : 0;
	if (!d->inlink && p)
		d->inlink = p->inlink;
	d->inpre = (tf & F_PRE) || (h & H_CODE) || (p && p->inpre);
	d->inbold = (tf & F_BOLD) || (p && p->inbold);
	d->label = !(tf & F_BLOCK) && label_class(atts);
	d->button = 0;
	/* (only one that follows text in its line parts words: the first of
	 * a row has none before it) */
	d->sep = x->open && x->cur.chars && !(tf & F_BLOCK) && !d->inpre && sep_elem(name, atts);
	if (d->sep)
		x->softsp = 1;
	if (d->label && (!x->open || x->cur.chars == 0)) {
		x->label_open = i;
		x->label_blk = x->nblocks;
	}
	d->ininline = ininline;
	d->sum = 0;
	d->chars = 0;
	d->prose = 0;
	d->cprose = 0;
	d->good = 0;
	d->plain = 0;
	d->tchars = 0;
	d->teasers = 0;
	d->nprose = 0;
	d->quotes = 0;
	d->nheads = 0;
	if (tf & F_BLOCK)
		block_close(x);
	d->first_block = x->nblocks;
	x->cur_node = i;
}

static void sax_end(void *ctx, const xmlChar *name)
{
	struct extractor *x = sax_x(ctx);
	(void)name;
	if (x->over)
		return;
	if (x->skip) {
		if (--x->skip == 0 || x->in_title) {
			if (x->in_title)
				x->title_done = 1;
			x->in_title = 0;
		}
		return;
	}
	int i = x->cur_node;
	if (i < 0)
		return;
	struct node *d = &x->nodes[i];
	if (d->tag & F_BLOCK)
		block_close(x);
	/* a field's label ends a word: "Alarmierung" and "07:52 Uhr" are
	 * two, however the markup runs them together (label_class) */
	if (d->label && x->open && x->cur.chars) {
		x->space = 1;
		if (x->label_open == i && x->label_blk == x->nblocks)
			x->cur.lab = 1;
	}
	if (d->sep && x->open)
		x->softsp = 1;
	if (x->label_open == i)
		x->label_open = -1;
	d->end_block = x->nblocks;
	x->cur_node = d->parent;
}

/* Whether text s[0..n) is all white space (a no-break space too). */
static int blank(const xmlChar *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == 0xC2 && i + 1 < n && s[i + 1] == 0xA0)
			i++;
		else if (!isspace(s[i]))
			return 0;
	return 1;
}

static void sax_text(void *ctx, const xmlChar *s, int n)
{
	struct extractor *x = sax_x(ctx);
	if (n <= 0 || x->over)
		return;
	if (x->skip) {
		if (x->in_title && x->title.len < 4096)
			buf_add(&x->title, s, (size_t)n);
		return;
	}
	int cur = x->cur_node;
	if (cur < 0)
		return;
	const struct node *p = &x->nodes[cur];
	int owner = p->blk;
	if (x->open && x->cur.owner != owner)
		block_close(x);  /* text after an inline run whose block ended */
	int inlink = p->inlink;
	if (inlink == 3)
		inlink = !(x->open && x->cur.len && x->text.p[x->text.len - 1] == ':' &&
		           contact_text(s, (size_t)n));
	/* and one starts the run: a link after a blank line in a block of
	 * text starts a block */
	if (x->open && x->pbreak && !blank(s, (size_t)n)) {
		x->pbreak = 0;
		if (inlink && x->cur.link_chars < x->cur.chars && !x->cur.cjk) {
			block_close(x);
			x->tent = 1;
		}
	}
	int c0 = x->open ? x->cur.chars : 0;
	text_add(x, owner, s, (size_t)n, inlink, p->inpre);
	int added = x->open ? x->cur.chars - c0 : 0;
	if (added > 0 && p->inbold)
		x->cur.bold_chars += added;
	if (added > 0 && (p->hint & H_BUTTON))
		x->cur.button = 1;
	if (added > 0 && !inlink) {
		if (p->imeta >= 0) {
			x->cur.meta_chars += added;
			x->cur.imeta = p->imeta + 1;
		} else {
			x->cur.other_chars += added;
		}
	}
}

/* The <title>, whitespace-collapsed, cut at a character boundary. */
static void set_title(struct extractor *x, struct extract_info *info)
{
	size_t o = 0, cap = sizeof info->title - 1;
	int space = 0;
	for (size_t i = 0; i < x->title.len && o < cap; i++) {
		unsigned char c = (unsigned char)x->title.p[i];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
			space = 1;
			continue;
		}
		if (space && o) {
			info->title[o++] = ' ';
			if (o >= cap)
				break;
		}
		space = 0;
		info->title[o++] = (char)c;
	}
	if (o >= cap) {
		size_t k = o;
		while (k && ((unsigned char)info->title[k - 1] & 0xC0) == 0x80)
			k--;
		if (k && (unsigned char)info->title[k - 1] >= 0xC0) {
			unsigned lead = (unsigned char)info->title[k - 1];
			size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
			if (o - (k - 1) < need)
				o = k - 1;
		}
	}
	info->title[o] = 0;
}

static int starts_with_ci(const char *s, size_t n, const char *w)
{
	/* the first letter first: most lines open with another (bit 5 is
	 * case in ASCII; a byte that differs in more is another letter) */
	if (!n || ((unsigned char)s[0] ^ (unsigned char)w[0]) & ~0x20)
		return 0;
	size_t wl = strlen(w);
	return n >= wl && !strncasecmp(s, w, wl);
}

/* Where s[0..n) first holds w (ASCII case-insensitive), or NULL. */
static const char *memmem_ci(const char *s, size_t n, const char *w)
{
	size_t wl = strlen(w);
	if (!wl || wl > n)
		return wl ? NULL : s;
	/* the first letter in either case found by memchr (vectorised:
	 * most blocks hold none of the phrases, and the word lists are many),
	 * the rest compared where it is */
	unsigned char lo = (unsigned char)tolower((unsigned char)w[0]);
	unsigned char up = (unsigned char)toupper((unsigned char)w[0]);
	const char *end = s + n - wl + 1;   /* the last start + 1 */
	const char *pl = memchr(s, lo, (size_t)(end - s));
	const char *pu = up == lo ? NULL : memchr(s, up, (size_t)(end - s));
	/* the second letter too before the call (the first is common) */
	unsigned char lo2 = wl > 1 ? (unsigned char)tolower((unsigned char)w[1]) : 0;
	unsigned char up2 = wl > 1 ? (unsigned char)toupper((unsigned char)w[1]) : 0;
	while (pl || pu) {
		const char *p = !pu || (pl && pl < pu) ? pl : pu;
		if (wl == 1 || (((unsigned char)p[1] == lo2 || (unsigned char)p[1] == up2) &&
		                !strncasecmp(p + 2, w + 2, wl - 2)))
			return p;
		if (p == pl)
			pl = memchr(p + 1, lo, (size_t)(end - p - 1));
		else
			pu = memchr(p + 1, up, (size_t)(end - p - 1));
	}
	return NULL;
}

/* Does s[0..n) hold w anywhere? */
static int has_ci(const char *s, size_t n, const char *w)
{
	return memmem_ci(s, n, w) != NULL;
}

/* Does s hold any of the k phrases w, case-insensitively? */
static int has_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (has_ci(s, n, w[i]))
			return 1;
	return 0;
}
#define HAS_ANY_CI(s, n, w) has_any_ci(s, n, w, sizeof w / sizeof *w)

/* Does s open with any of the k phrases w, case-insensitively? */
static int starts_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (starts_with_ci(s, n, w[i]))
			return 1;
	return 0;
}
#define STARTS_ANY_CI(s, n, w) starts_any_ci(s, n, w, sizeof w / sizeof *w)

/* Whether a <button>'s attributes name it an accordion's toggle: a class
 * with "accordion", "faq" or "question" in it and an ARIA state of a
 * disclosure, aria-controls or aria-expanded. */
static int accordion_button(const xmlChar **atts)
{
	static const char *const w[] = {"accordion", "faq", "question"};
	int aria = 0, named = 0;
	for (; atts[0]; atts += 2) {
		const char *n = (const char *)atts[0], *v = (const char *)atts[1];
		if (!strcmp(n, "aria-controls") || !strcmp(n, "aria-expanded"))
			aria = 1;
		else if (v && !strcmp(n, "class"))
			named = HAS_ANY_CI(v, strlen(v), w);
	}
	return aria && named;
}

/* The same, and the phrase ends a word there: "Share" is not "Shares". */
static int starts_with_word(const char *s, size_t n, const char *w)
{
	if (!starts_with_ci(s, n, w))
		return 0;
	size_t wl = strlen(w);
	/* a figure run into the word ends it: a widget's spans set with no
	 * space between them, "Artikel anhören3:12", "Kommentare14" */
	return wl == n || !isalnum((unsigned char)w[wl - 1]) || !isalnum((unsigned char)s[wl]) ||
	       (isalpha((unsigned char)w[wl - 1]) && isdigit((unsigned char)s[wl]));
}

/* s[0..n) without the colons and spaces that close it ("Nachteile:") */
static size_t label_len(const char *s, size_t n)
{
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	return n;
}

/* Is s[0..n), its closing colon aside, one of the k words, whole? */
static int label_is(const char *s, size_t n, const char *const *w, size_t k)
{
	n = label_len(s, n);
	for (size_t i = 0; i < k; i++)
		if (n == strlen(w[i]) && !strncasecmp(s, w[i], n))
			return 1;
	return 0;
}

/* Short blocks that are widget text on news pages, whatever their markup.
 * Strong phrases mark a short block anywhere; weak ones only when the
 * block is not a sentence (no final punctuation): "By the end of the day,
 * ..." is prose, "By Jane Doe" a byline. */
static int ends_sentence(const char *s, size_t n)
{
	while (n && (s[n - 1] == ' ' || s[n - 1] == ')'))
		n--;
	if (!n)
		return 0;
	const unsigned char *u = (const unsigned char *)s + n;
	unsigned char c = u[-1];
	if (c == '.' || c == '!' || c == '?' || c == '"')
		return 1;
	if (n >= 2 && u[-2] == 0xC2 && (c == 0xBB || c == 0xAB)) {
		/* a guillemet closes a quote (French, German, Swiss) when a
		 * sentence ends in it; alone it is a "more" arrow */
		n -= 2;
		/* and so does a quote that ends the line where the line
		 * opened it, right after its last word: an Italian or French
		 * deck's "... chiedono ristori: «Abbiamo perso il trenta per
		 * cento degli incassi»" (German's "»...«" the other way) */
		if (n && (unsigned char)s[n - 1] >= 'A' &&
		    memmem(s, n, c == 0xBB ? "\xC2\xAB" : "\xC2\xBB", 2))
			return 1;
		while (n && s[n - 1] == ' ')
			n--;
		if (n >= 2 && (unsigned char)s[n - 2] == 0xC2 && (unsigned char)s[n - 1] == 0xA0)
			n -= 2;
		return n && (s[n - 1] == '.' || s[n - 1] == '!' || s[n - 1] == '?');
	}
	if (n < 3)
		return 0;
	if (u[-3] == 0xE2 && u[-2] == 0x80)
		return c == 0x9D || c == 0x99 || c == 0x9C || c == 0x98;  /* quotes, German's too */
	/* another script's stop (CJK's, a danda, the Arabic question mark;
	 * not the fullwidth semicolon) */
	return (script_mark(u - 2, 2) == 1) ||
	       (script_mark(u - 3, 3) == 1 && !(u[-3] == 0xEF && c == 0x9B));
}

/* A caption that is a sentence followed by its credit in parentheses
 * ("A boy poses with a painting. (Name/Agency)"). */
static int credited_sentence(const char *s, size_t n)
{
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != ')')
		return 0;
	size_t k = n - 1;
	while (k > 0 && n - k < 80 && s[k] != '(')
		k--;
	return s[k] == '(' && k > 0 && ends_sentence(s, k);
}

/* A caption that is a sentence followed by its credit with no
 * parentheses, a magazine's picture in the body, caption and credit set
 * in one line: "Heinz Gerlach vor seinem Haus. © Jonas Wendt", "... im
 * Ötztal. Foto: Anna Rosen", "... at dawn. Photograph by Greta Rybus",
 * "... en octobre. Photo : Léa Martin", "... del puerto. Foto: EFE"; a
 * chart's source too ("... im August 2018 bis 2026. Quelle: WSV"). The
 * credit is under 80 bytes and the sentence before it 30 or more (a few
 * words). */
static int credit_tail(const char *s, size_t n)
{
	static const char *const w[] = {
		"\xC2\xA9", "(c) ", "foto:", "fotos:", "foto ", "bild:", "bilder:", "photo:",
		"photo :", "photos:", "photo by", "photograph by", "photographs by", "image:",
		"photograph:", "photographs:", "photography:",
		"illustration:", "illustration by", "illustration :", "grafik:", "credit:",
		"cr\xC3\xA9" "dit", "fotograf\xC3\xAD" "a:", "imagen:", "beeld:",
		/* and in the other languages of Europe ("... torstaiaamuna.
		 * Kuva: Jari Kovalainen / Yle", "... w Gdańsku. Fot. Piotr
		 * Kowalczyk", "... «Путиловская». Фото: Александр Демьянчук /
		 * ТАСС"; a letter outside ASCII is not folded: both cases) */
		"kuva:", "kuvat:", "fot.", "fot:", "zdj\xC4\x99" "cie:", "fot\xC3\xB3:",
		"fotografie:", "billede:", "bilde:", "nuotr.", "nuotrauka:",
		"Фото:", "фото:", "Фото ", "фото ", "Снимка:", "снимка:",
		"Φωτογραφία:", "φωτογραφία:", "Φωτ.:", "φωτ.:",
		/* a chart's source ("... bis 2026. Quelle: Statistisches Bundesamt") */
		"quelle:", "quellen:", "source:", "sources:", "source :", "fuente:", "fonte:",
		"bron:",
	};
	size_t lo = n > 80 ? n - 80 : 0;
	for (size_t k = n; k-- > lo + 1;) {
		if (s[k - 1] != ' ' || !STARTS_ANY_CI(s + k, n - k, w))
			continue;
		size_t e = k - 1;
		while (e && s[e - 1] == ' ')
			e--;
		if (e >= 30 && ends_sentence(s, e))
			return 1;
	}
	return 0;
}

/* A picture's caption in a box whose class names no caption, set with
 * the picture ("<div class=leadImage><img><div class=imageDescription>
 * Powalone drzewo na ul. Grunwaldzkiej w Gdańsku <span>Fot. Piotr
 * Kowalczyk / Agencja Wyborcza.pl</span>", "<div class=article__image>
 * <img><span>Tramm Vanasadamas.</span> <span>Foto: Siim Lõvi</span>"):
 * under CAP_LINE bytes, no link, its line closed by a credit of two to
 * six words and no sentence ("Foto: dpa", "Fot. Piotr Kowalczyk"), ten
 * bytes or more before it, and the box one or two levels up holding the
 * picture and no more than two blocks: it is taken as a caption. */
#ifndef CAP_LINE
#define CAP_LINE 250
#endif
static int credit_end(const char *s, size_t n)
{
	static const char *const w[] = {
		"foto:", "fotos:", "photo:", "photo :", "photos:", "bild:", "fot.", "fot:",
		"kuva:", "fot\xC3\xB3:", "nuotr.", "Фото:", "фото:", "Φωτογραφία:",
		"\xC2\xA9",
	};
	size_t lo = n > 80 ? n - 80 : 10;
	for (size_t k = n; k-- > lo;) {
		if (s[k - 1] != ' ' || !STARTS_ANY_CI(s + k, n - k, w))
			continue;
		int words = 0;
		for (size_t j = k; j < n; j++)
			words += s[j] == ' ' && j + 1 < n && s[j + 1] != ' ';
		return words >= 1 && words <= 5 && !ends_sentence(s + k, n - k);
	}
	return 0;
}

static int pic_caption(const struct extractor *x, int c, const struct block *b,
                       const char *s)
{
	if (b->len >= CAP_LINE || b->link_chars || (b->tag & F_HEAD))
		return 0;
	const struct node *nd = x->nodes;
	int a = b->owner;
	for (int up = 0; up < 2 && a > c && !(nd[a].hint & H_PICTURE); up++)
		a = nd[a].parent;
	return a > c && (nd[a].hint & H_PICTURE) && nd[a].end_block - nd[a].first_block <= 2 &&
	       credit_end(s, b->len);
}

/* The same call to follow the site in the other major European
 * languages, where it opens the block or a sentence of it ("Síguenos en
 * Twitter y Facebook", "Подписывайтесь на наш Telegram-канал"; Turkish
 * ends it, "Bizi Twitter'da takip edin"), naming a network; and a call to
 * pin the post there ("Pin it for later!", "Merk dir das Rezept auf
 * Pinterest", "Épinglez-le sur Pinterest !"). */
static int follow_line(const char *s, size_t n)
{
	static const char *const net[] = {
		"Twitter", "Facebook", "Instagram", "Telegram", "WhatsApp", "YouTube", "TikTok",
		"LinkedIn", "Google News", "ВКонтакте", "Дзен", "Pinterest",
	};
	static const char *const verb[] = {
		"folgen sie uns", "folge uns", "suivez-nous", "retrouvez-nous", "síguenos",
		"seguici", "seguite", "siga-nos", "segue-nos", "volg ons", "obserwuj nas",
		"śledź nas", "sledujte nás", "följ oss", "Подписывайтесь", "Подпишитесь",
		"Читайте нас", "takip edin",
		/* and to join its channel there */
		"participe do canal", "entre no canal", "siga o canal", "únete a nuestro canal",
		"únete al canal", "rejoignez-nous", "rejoignez notre", "iscriviti al canale",
		"iscriviti al nostro canale", "abonniere unseren", "abonnieren sie unseren",
		"dołącz do", "Присоединяйтесь", "přidejte se", "gå med i",
		/* and in the other languages of Europe ("Urmărește știrile pe
		 * Google News și pe canalul nostru de WhatsApp", "Ακολουθήστε
		 * μας στο Facebook", "Kövess minket a Facebookon!") */
		"urm\xC4\x83re\xC8\x99te", "urm\xC4\x83ri\xC8\x9Bi-ne", "Ακολουθήστε",
		"ακολουθήστε", "k\xC3\xB6vess minket", "k\xC3\xB6vessen minket", "pratite nas",
		"sledite nam", "seuraa meit\xC3\xA4", "f\xC3\xB8lg os", "f\xC3\xB8lg oss",
		"sekite mus", "j\xC3\xA4lgi meid", "Підписуйтесь", "Стежте за",
		/* a news site's line under the story that the reader can follow
		 * its section there ("Puedes seguir a EL PAÍS Tecnología en
		 * Facebook y X", "Vous pouvez suivre ... sur Instagram", "Puoi
		 * seguire ... su Facebook") */
		"puedes seguir", "puede seguir", "pod\xC3\xA9is seguir", "vous pouvez suivre",
		"tu peux suivre", "puoi seguire", "potete seguire", "voc\xC3\xAA pode seguir",
		"je kunt ons volgen", "u kunt ons volgen",
		/* and to pin the post ("Épinglez-le sur Pinterest !") */
		"pin it", "pin this", "pin me", "merk dir", "merke dir", "pinne",
		"épingle", "Épingle", "guárdalo", "guarda questa", "salva questa", "bewaar",
		"pin het", "pin deze", "pin dit",
	};
	/* past an emoji or a sign that opens the line ("📲 Participe...") */
	size_t k0 = 0;
	while (k0 < n && k0 < 8) {
		unsigned char c = (unsigned char)s[k0];
		if (c < 0x80 ? isalnum(c) : (c >= 0xC3 && c < 0xE2) || (c > 0xE2 && c < 0xEF))
			break;
		k0++;
	}
	int net_found = 0;
	for (size_t i = 0; i < sizeof net / sizeof *net && !net_found; i++)
		net_found = memmem(s, n, net[i], strlen(net[i])) != NULL;
	if (!net_found)
		return 0;
	for (size_t i = 0; i < sizeof verb / sizeof *verb; i++) {
		const char *p = memmem_ci(s, n, verb[i]);
		if (!p)
			continue;
		if (p == s + k0 || !strcmp(verb[i], "takip edin") ||
		    (p - s >= 2 && p[-1] == ' ' &&
		     (p[-2] == '.' || p[-2] == '!' || p[-2] == '?')))
			return 1;
	}
	return 0;
}

/* A rating widget's line under a post: "(12 votes, average: 4.58 out of
 * 5)", "(12 votos, promedio: 4,58 de 5)", "4.6/5 - (12 Stimmen)": a score
 * out of 5 or 10 after a figure, and a count of votes, in the major European
 * languages; or a short line that opens with the score, "4.86 da 21 voti". */
static int rating_line(const char *s, size_t n)
{
	static const char *const of[] = {
		" out of ", " of ", " de ", " su ", " sur ", " von ", " van ", " z ", " из ",
		" av ", " / ", "/",
	};
	static const char *const votes[] = {
		"vot", "stem", "Bewertung", "Stimme", "głos", "голос", "hlas", "röst",
	};
	if (n > 100 || !HAS_ANY_CI(s, n, votes))
		return 0;
	/* a recipe card's "4.86 from 21 votes", "4,86 da 21 voti": a short
	 * line that opens with the score and holds the count */
	if (n <= 40 && isdigit((unsigned char)s[0])) {
		int runs = 0;
		for (size_t i = 0; i < n; i++) {
			if (!isdigit((unsigned char)s[i]) ||
			    (i && isdigit((unsigned char)s[i - 1])))
				continue;
			/* "4.86" is one figure */
			if (i >= 2 && (s[i - 1] == '.' || s[i - 1] == ',') &&
			    isdigit((unsigned char)s[i - 2]))
				continue;
			runs++;
		}
		if (runs >= 2)
			return 1;
	}
	for (size_t k = 0; k < sizeof of / sizeof *of; k++) {
		size_t wl = strlen(of[k]);
		for (const char *p = s; (p = memmem(p, n - (size_t)(p - s), of[k], wl)); p++) {
			const char *q = p + wl, *e = s + n;
			if (p == s || !isdigit((unsigned char)p[-1]) || q >= e)
				continue;
			size_t r = (size_t)(e - q);
			if ((q[0] == '5' && (r == 1 || !isdigit((unsigned char)q[1]))) ||
			    (r >= 2 && q[0] == '1' && q[1] == '0' &&
			     (r == 2 || !isdigit((unsigned char)q[2]))))
				return 1;
		}
	}
	return 0;
}

/* A disclosure over or under a post: it says the post holds affiliate
 * links ("*Dieser Artikel enthält Affiliate-Links", "Letzte Aktualisierung
 * am ... / Affiliate Links / Bilder von der Amazon Product Advertising
 * API"; a sentence that names them and says nothing of the post, "Ein
 * Affiliate-Link ist ...", is the post's) or that it is paid for ("As an
 * Amazon Associate I earn ...", "Werbung | ...", "Enthält unbezahlte
 * Werbung"): a line of DISCLOSE_MAX characters or fewer, in the major
 * European languages. A copyright notice that says so too is the site's
 * notice (golds keep it). */
#ifndef DISCLOSE_MAX
#define DISCLOSE_MAX 200
#endif
static int disclosure_line(const char *s, size_t n)
{
	static const char *const paid[] = {
		"amazon associate", "product advertising api", "partnerlink",
		"provisionslink", "enth\xC3\xA4lt werbung", "unbezahlte werbung",
		"unbeauftragte werbung", "liens sponsoris\xC3\xA9s",
	};
	static const char *const opens[] = {
		"werbung |", "werbung:", "werbung -", "werbung \xE2\x80\x93", "[werbung]",
		"(werbung)", "*werbung", "[anzeige]", "(anzeige)", "anzeige |", "*anzeige",
	};
	static const char *const aff[] = {
		"affiliate-link", "affiliate link", "affiliatelink", "amazon-partner",
		"liens affili\xC3\xA9s", "lien affili\xC3\xA9", "liens d'affiliation",
		"lien d'affiliation", "enlaces de afiliado", "enlace de afiliado",
		"enlaces afiliados", "link di affiliazione", "link affiliati",
		"link affiliato", "links de afiliado",
	};
	/* what a disclosure says of them */
	static const char *const says[] = {
		"enth\xC3\xA4lt", "enthalten", "contain", "contient", "contiene",
		"cont\xC3\xA9m", "provision", "commission", "comisi\xC3\xB3n",
		"commissione", "comiss\xC3\xA3o", "gekennzeichnet", "markiert", "marked",
		"bevat", "commissie", "provisie", "gemarkeerd",
		"/", "|",
	};
	static const char *const notice[] = {
		"copyright", "\xC2\xA9", "all rights reserved", "alle rechte vorbehalten",
	};
	if (n > DISCLOSE_MAX || HAS_ANY_CI(s, n, notice))
		return 0;
	if (HAS_ANY_CI(s, n, paid))
		return 1;
	if (STARTS_ANY_CI(s, n, opens))
		return 1;
	/* a review's note on its shop links that pays the site for a sale,
	 * with no word "affiliate": "Wenn Sie über die gekennzeichneten Links
	 * einkaufen, erhalten wir eine Provision", "If you buy something through
	 * our links, we may earn a commission", "... peut percevoir
	 * une commission sur les ventes réalisées via ces liens": the fee and
	 * the links both named (a broker's "Provision" beim Kauf is none) */
	static const char *const fee[] = {
		"provision", "commission", "comisi\xC3\xB3n", "commissione", "commissie",
		"comiss\xC3\xA3o",
	};
	static const char *const via[] = {
		"link", "lien", "enlace", "collegament",
	};
	if (HAS_ANY_CI(s, n, fee) && HAS_ANY_CI(s, n, via))
		return 1;
	return HAS_ANY_CI(s, n, aff) && (s[0] == '*' || HAS_ANY_CI(s, n, says));
}

/* A media item's label in a player box, its kind and running time or its
 * call to play, under 120 characters: a broadcaster's "Audio: 3 Min",
 * "Video abspielen. Laufzeit 2 Minuten 11 Sekunden.", "Video afspelen ·
 * 1:54", "Vidéo : 2 min 30", "Play video 1:12". A line that opens with
 * the kind and holds a running time, or holds the call to play, is the
 * player's, whatever its box is named (a "Laufzeit" alone may be a
 * contract's, "Vertragslaufzeiten"). */
#define MEDIA_LABEL_MAX 120
static int media_label(const char *s, size_t n);

/* Digits at s[*i..n), at most 3; *i moves past them. */
static int digit_run(const char *s, size_t n, size_t *i)
{
	size_t a = *i;
	while (*i < n && *i - a < 4 && isdigit((unsigned char)s[*i]))
		(*i)++;
	return *i > a && *i - a <= 3;
}

/* A player's time readout, the time played from zero over the running time
 * ("0:00 / 54:30", "00:00 / 1:24:07"), in a line of its controls ("Lecture
 * 00:00 / 38:21 Vitesse 1x Chapitres"); or a slideshow's counter, the whole
 * line, a word for the picture or none before it ("2 / 10" spaced, "Bild 3 von 12",
 * "Foto 3 di 10", "Image 3 of 12", "Photo 3 sur 12", "Imagen 3 de 12",
 * "Foto 3 van 12"): the player's and the gallery's chrome, no text. */
static int media_counter(const char *s, size_t n)
{
	static const char *const of[] = {
		"/", "von", "of", "di", "sur", "de", "van", "z", "av", "af",
	};
	for (size_t i = 0; i + 4 < n; i++) {
		if (s[i] != '0' || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i + (s[i + 1] == '0') + 1;
		if (j + 3 > n || s[j] != ':' || s[j + 1] != '0' || s[j + 2] != '0')
			continue;
		j += 3;
		if (j + 3 <= n && s[j] == ':' && s[j + 1] == '0' && s[j + 2] == '0')
			j += 3;  /* "0:00:00" */
		while (j < n && s[j] == ' ')
			j++;
		if (j + 4 > n || s[j] != '/')
			continue;
		j += 1 + (s[j + 1] == ' ');
		/* the running time: "54:30", "1:24:07" */
		if (digit_run(s, n, &j) && j + 2 < n && s[j] == ':' &&
		    isdigit((unsigned char)s[j + 1]) && isdigit((unsigned char)s[j + 2]))
			return 1;
	}
	if (n > 24)
		return 0;
	/* the counter: [word] N (/|of) M, the whole line, N at most M, the
	 * word a picture's ("Leistungsdaten 24/25" is a season's table) */
	static const char *const pic[] = {
		"bild", "foto", "photo", "image", "slide", "picture", "immagine", "imagen",
		"afbeelding", "diapositive",
	};
	size_t i = 0;
	while (i < n && isalpha((unsigned char)s[i]))
		i++;
	if (i && (i >= n || s[i] != ' '))
		return 0;
	if (i) {
		size_t k = 0;
		while (k < sizeof pic / sizeof *pic &&
		       (strlen(pic[k]) != i || strncasecmp(s, pic[k], i)))
			k++;
		if (k == sizeof pic / sizeof *pic)
			return 0;
	}
	i += i > 0;
	size_t a = i;
	if (!digit_run(s, n, &i))
		return 0;
	long first = strtol(s + a, NULL, 10);
	while (i < n && s[i] == ' ')
		i++;
	size_t w = i;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	size_t k = 0;
	while (k < sizeof of / sizeof *of &&
	       (i - w != strlen(of[k]) || strncasecmp(s + w, of[k], i - w)))
		k++;
	/* bare, "2 / 10" is spaced: "4/5" is a score in a table's cell */
	if (k == sizeof of / sizeof *of ||
	    (!k && !a && (s[w - 1] != ' ' || i >= n || s[i] != ' ')))
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	size_t z = i;
	if (!digit_run(s, n, &i) || i != n)
		return 0;
	long last = strtol(s + z, NULL, 10);
	return first >= 1 && first <= last && last >= 2;
}

static int media_label(const char *s, size_t n)
{
	static const char *const kind[] = {
		"audio", "video", "podcast", "vid\xC3\xA9o", "v\xC3\xAD" "deo",
	};
	static const char *const play[] = {
		"video abspielen", "audio abspielen", "video afspelen", "audio afspelen",
		"play video", "play audio", "lire la vid\xC3\xA9o", "\xC3\xA9" "couter l'audio",
		"reproducir v\xC3\xAD" "deo", "riproduci video", "riproduci audio",
		"reproduzir v\xC3\xAD" "deo",
	};
	if (n > MEDIA_LABEL_MAX || n < 3)
		return 0;
	if (media_counter(s, n))
		return 1;
	if (n < 5)
		return 0;
	if (HAS_ANY_CI(s, n, play))
		return 1;
	size_t k = 0;
	while (k < sizeof kind / sizeof *kind && !starts_with_word(s, n, kind[k]))
		k++;
	if (k == sizeof kind / sizeof *kind || n > 40)
		return 0;
	/* a running time: "3 Min", "2 min 30", "1:54", "45 Sek" */
	for (size_t i = 1; i < n; i++) {
		if (!isdigit((unsigned char)s[i - 1]) || isdigit((unsigned char)s[i]))
			continue;
		const char *q = s + i + (s[i] == ' ');
		size_t r = n - (size_t)(q - s);
		if ((r >= 3 && (!strncasecmp(q, "min", 3) || !strncasecmp(q, "sek", 3) ||
		                !strncasecmp(q, "sec", 3))) ||
		    (s[i] == ':' && r >= 3 && isdigit((unsigned char)q[1]) &&
		     isdigit((unsigned char)q[2])))
			return 1;
	}
	return 0;
}

/* A public broadcaster's note under the story on the programme that
 * covered it, under 200 characters: "Dieses Thema im Programm: Das Erste,
 * tagesschau, 27. November 2026 um 12:00 Uhr", "Über dieses Thema
 * berichtete Bayern 2 am ...", "Sendung: hr-iNFO, 27.11.26, 12.00 Uhr". */
#define BROADCAST_NOTE_MAX 200
static int broadcast_note(const char *s, size_t n)
{
	static const char *const note[] = {
		"dieses thema im programm", "\xC3\xBC" "ber dieses thema berichte",
		"\xC3\x9C" "ber dieses thema berichte", "dieser beitrag im programm",
	};
	if (n > BROADCAST_NOTE_MAX)
		return 0;
	if (HAS_ANY_CI(s, n, note))
		return 1;
	if (n > MEDIA_LABEL_MAX || !starts_with_ci(s, n, "sendung:"))
		return 0;
	for (size_t i = 8; i < n; i++)
		if (isdigit((unsigned char)s[i]))
			return 1;
	return 0;
}

/* The same furniture in the scripts of Asia and the Middle East and in
 * Greek and Ukrainian, a line that starts with it under 100 bytes (a CJK
 * character is three): "相关阅读" ("related reading"), a source and
 * editor line, "本文来源：人民日报 责任编辑：...", "（原标题：...）",
 * "関連記事", "관련기사", "اقرأ أيضا", "यह भी पढ़ें", "Διαβάστε επίσης",
 * "Читайте також"; and anywhere in a line under 250 bytes, a notice that
 * reproduction is prohibited or all rights are reserved ("무단 전재 및
 * 재배포 금지", "無断転載を禁じます", "版权所有", "جميع الحقوق محفوظة") or a
 * repost's ("版权归原作者所有，如有侵权请联系删除"), a
 * Korean reporter's line with the address ("이수진 기자 sujin@..."), a
 * Chinese credit line under 100 bytes and no sentence ("（教务处 供稿　审核：
 * 王明）"), a Chinese portal's call to download its app ("请下载...客户端"). Only a
 * line that opens with a letter of those scripts, or a sign, is searched. */
static int script_boiler(const char *s, size_t n)
{
	static const char *const start[] = {
		"\xE8\xB4\xA3\xE4\xBB\xBB\xE7\xBC\x96\xE8\xBE\x91",  /* 责任编辑 */
		"\xE8\xB2\xAC\xE4\xBB\xBB\xE7\xB7\xA8\xE8\xBC\xAF",  /* 責任編輯 */
		"\xE6\x9C\xAC\xE6\x96\x87\xE6\x9D\xA5\xE6\xBA\x90",  /* 本文来源 */
		"\xE6\x96\x87\xE7\xAB\xA0\xE6\x9D\xA5\xE6\xBA\x90",  /* 文章来源 */
		"\xE6\x9D\xA5\xE6\xBA\x90\xEF\xBC\x9A",                 /* 来源： */
		"\xE4\xBE\x86\xE6\xBA\x90\xEF\xBC\x9A",                 /* 來源： */
		"\xEF\xBC\x88\xE5\x8E\x9F\xE6\xA0\x87\xE9\xA2\x98",  /* （原标题 */
		"\xE5\x8E\x9F\xE6\xA0\x87\xE9\xA2\x98\xEF\xBC\x9A",  /* 原标题： */
		"\xE3\x80\x90\xE7\xBC\x96\xE8\xBE\x91",                 /* 【编辑 */
		"\xEF\xBC\x88\xE7\xBC\x96\xE8\xBE\x91",                 /* （编辑 */
		"\xEF\xBC\x88\xE7\xB7\xA8\xE8\xBC\xAF",                 /* （編輯 */
		"\xEF\xBC\x88\xE7\xB7\xA8\xE9\x9B\x86",                 /* （編集 */
		"\xE7\x9B\xB8\xE5\x85\xB3\xE9\x98\x85\xE8\xAF\xBB",  /* 相关阅读 */
		"\xE7\x9B\xB8\xE5\x85\xB3\xE6\x96\xB0\xE9\x97\xBB",  /* 相关新闻 */
		"\xE7\x9B\xB8\xE9\x97\x9C\xE6\x96\xB0\xE8\x81\x9E",  /* 相關新聞 */
		"\xE5\xBB\xB6\xE4\xBC\xB8\xE9\x98\x85\xE8\xAF\xBB",  /* 延伸阅读 */
		"\xE5\xBB\xB6\xE4\xBC\xB8\xE9\x96\xB1\xE8\xAE\x80",  /* 延伸閱讀 */
		"\xE5\x88\x86\xE4\xBA\xAB\xE5\x88\xB0",                 /* 分享到 */
		"\xE9\x96\xA2\xE9\x80\xA3\xE8\xA8\x98\xE4\xBA\x8B",  /* 関連記事 */
		"\xE3\x80\x90\xE9\x96\xA2\xE9\x80\xA3",                 /* 【関連 */
		"\xEA\xB4\x80\xEB\xA0\xA8\xEA\xB8\xB0\xEC\x82\xAC",  /* 관련기사 */
		"\xEA\xB4\x80\xEB\xA0\xA8 \xEA\xB8\xB0\xEC\x82\xAC", /* 관련 기사 */
		"\xEC\xA0\x80\xEC\x9E\x91\xEA\xB6\x8C\xEC\x9E\x90",  /* 저작권자 */
		"اقرأ أيضا", "اقرأ ايضا", "إقرأ أيضا", "شاهد أيضا", "بیشتر بخوانید",
		"همچنین بخوانید", "עוד בנושא", "קראו עוד", "קראו גם",
		"यह भी पढ़ें", "ये भी पढ़ें", "इसे भी पढ़ें",
		"อ่านข่าวที่เกี่ยวข้อง", "อ่านเพิ่มเติม",
		"Διαβάστε επίσης", "Διαβάστε ακόμη", "Διαβάστε ακόμα", "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ",
		"Читайте також", "ЧИТАЙТЕ ТАКОЖ", "Дивіться також", "Підписуйтесь",
		"Усі права захищені", "Усі права захищено",
	};
	static const char *const any[] = {
		"\xEB\xAC\xB4\xEB\x8B\xA8 \xEC\xA0\x84\xEC\x9E\xAC",  /* 무단 전재 */
		"\xEB\xAC\xB4\xEB\x8B\xA8\xEC\xA0\x84\xEC\x9E\xAC",   /* 무단전재 */
		"\xEC\x9E\xAC\xEB\xB0\xB0\xED\x8F\xAC \xEA\xB8\x88\xEC\xA7\x80",  /* 재배포 금지 */
		"\xEC\x9E\xAC\xEB\xB0\xB0\xED\x8F\xAC\xEA\xB8\x88\xEC\xA7\x80",   /* 재배포금지 */
		"\xE7\x84\xA1\xE6\x96\xAD\xE8\xBB\xA2\xE8\xBC\x89",   /* 無断転載 */
		"\xE7\x89\x88\xE6\x9D\x83\xE6\x89\x80\xE6\x9C\x89",   /* 版权所有 */
		"\xE7\x89\x88\xE6\xAC\x8A\xE6\x89\x80\xE6\x9C\x89",   /* 版權所有 */
		"\xE7\xA6\x81\xE6\xAD\xA2\xE8\xBD\xAC\xE8\xBD\xBD",   /* 禁止转载 */
		"\xE4\xB8\x8D\xE5\xBE\x97\xE8\xBD\xAC\xE8\xBD\xBD",   /* 不得转载 */
		"\xE4\xB8\x8D\xE5\xBE\x97\xE8\xBD\x89\xE8\xBC\x89",   /* 不得轉載 */
		/* a repost's notice: "本文转载自网络，版权归原作者所有，如有侵权请联系删除" */
		"\xE5\xA6\x82\xE6\x9C\x89\xE4\xBE\xB5\xE6\x9D\x83",   /* 如有侵权 */
		"\xE5\xA6\x82\xE6\x9C\x89\xE4\xBE\xB5\xE6\xAC\x8A",   /* 如有侵權 */
		"\xE7\x89\x88\xE6\x9D\x83\xE5\xBD\x92\xE5\x8E\x9F",   /* 版权归原 */
		"\xE5\x85\x8D\xE8\xB4\xA3\xE5\xA3\xB0\xE6\x98\x8E",   /* 免责声明 */
		"جميع الحقوق محفوظة", "כל הזכויות שמורות", "सर्वाधिकार सुरक्षित",
		"สงวนลิขสิทธิ์", "Με επιφύλαξη παντός δικαιώματος",
	};
	if (n >= 250)
		return 0;  /* longer than a notice */
	/* past a bracket that opens it ("<ⓒ 연합뉴스 ... 무단 전재 ...>") */
	size_t k = 0;
	while (k < 2 && k < n && (s[k] == '<' || s[k] == '[' || s[k] == '(' || s[k] == ' '))
		k++;
	unsigned char c = (unsigned char)s[k];
	if (c < 0xCD)
		return 0;  /* Latin */
	if (n < 100)
		for (size_t i = 0; i < sizeof start / sizeof *start; i++)
			if (starts_with_ci(s + k, n - k, start[i]))
				return 1;
	for (size_t i = 0; i < sizeof any / sizeof *any; i++)
		if (memmem(s, n, any[i], strlen(any[i])))
			return 1;
	/* a Chinese credit line, no sentence, in the body's last lines: who
	 * wrote, edited, photographed or checked it ("（教务处 供稿　审核：王明）",
	 * "（撰稿：... 编辑：...）") */
	static const char *const credit[] = {
		"\xE4\xBE\x9B\xE7\xA8\xBF",                                /* 供稿 */
		"\xE5\xAE\xA1\xE6\xA0\xB8\xEF\xBC\x9A",                 /* 审核： */
		"\xE5\xAF\xA9\xE6\xA0\xB8\xEF\xBC\x9A",                 /* 審核： */
		"\xE6\x92\xB0\xE7\xA8\xBF\xEF\xBC\x9A",                 /* 撰稿： */
		"\xE7\xBC\x96\xE8\xBE\x91\xEF\xBC\x9A",                 /* 编辑： */
		"\xE7\xB7\xA8\xE8\xBC\xAF\xEF\xBC\x9A",                 /* 編輯： */
		"\xE8\xB4\xA3\xE7\xBC\x96",                                /* 责编 */
		"\xE6\x91\x84\xE5\xBD\xB1\xEF\xBC\x9A",                 /* 摄影： */
	};
	if (n < 100 && c >= 0xE3 && !ends_sentence(s, n))
		for (size_t i = 0; i < sizeof credit / sizeof *credit; i++)
			if (memmem(s, n, credit[i], strlen(credit[i])))
				return 1;
	/* 기자 ("reporter") and the address; 客户端 ("app") and 下载 or 下載 */
	if (n < 100 && memchr(s, '@', n) && memmem(s, n, "\xEA\xB8\xB0\xEC\x9E\x90", 6))
		return 1;
	return n < 100 && memmem(s, n, "\xE5\xAE\xA2\xE6\x88\xB7\xE7\xAB\xAF", 9) &&
	       (memmem(s, n, "\xE4\xB8\x8B\xE8\xBD\xBD", 6) ||
	        memmem(s, n, "\xE4\xB8\x8B\xE8\xBC\x89", 6));
}

/* The dashes and spaces that open s[0..n) ("- ", "– ", "— "), in bytes; 0
 * where none opens it. */
static size_t dash_run(const char *s, size_t n)
{
	size_t i = 0, dashes = 0;
	for (;;) {
		if (i < n && (s[i] == '-' || s[i] == ' '))
			dashes += s[i++] == '-';
		else if (i + 3 <= n && (unsigned char)s[i] == 0xE2 &&
		         (unsigned char)s[i + 1] == 0x80 &&
		         ((unsigned char)s[i + 2] == 0x93 || (unsigned char)s[i + 2] == 0x94)) {
			i += 3;
			dashes++;
		} else
			break;
	}
	return dashes ? i : 0;
}

/* The same at its end, in bytes */
static size_t dash_run_end(const char *s, size_t n)
{
	size_t i = n, dashes = 0;
	for (;;) {
		if (i > 0 && (s[i - 1] == '-' || s[i - 1] == ' '))
			dashes += s[--i] == '-';
		else if (i >= 3 && (unsigned char)s[i - 3] == 0xE2 &&
		         (unsigned char)s[i - 2] == 0x80 &&
		         ((unsigned char)s[i - 1] == 0x93 || (unsigned char)s[i - 1] == 0x94)) {
			i -= 3;
			dashes++;
		} else
			break;
	}
	return dashes ? n - i : 0;
}

/* A podcast's call to subscribe where it plays, two apps or more named
 * ("Abonnieren Sie den Podcast bei Spotify, Apple Podcast, Amazon Music
 * und Deezer", "Subscribe on Apple Podcasts, Spotify or wherever you
 * listen", "Abonnez-vous sur Deezer ou Spotify", "Suscríbete en Spotify o
 * iVoox", "Abonneer je via Spotify of Apple Podcasts"). */
static int podcast_call(const char *s, size_t n)
{
	static const char *const app[] = {
		"spotify", "apple podcast", "deezer", "amazon music", "google podcast",
		"audible", "podimo", "ivoox", "castbox", "podcast addict", "rss-feed",
		"rss feed",
	};
	static const char *const sub[] = {
		"abonnier", "abonnez", "abonneer", "subscribe", "suscr", "iscriv",
		"folge uns", "folgen sie", "follow us", "follow the", "follow on",
		"h\xC3\xB6ren sie", "h\xC3\xB6r dir", "h\xC3\xB6rt rein", "jetzt h\xC3\xB6ren",
		"jetzt anh\xC3\xB6ren", "listen on", "listen to", "listen wherever",
		"listen and subscribe", "\xC3\xA9" "coutez", "\xC3\xA9" "coute", "escucha",
		"esc\xC3\xBA" "chalo", "ascolta", "luister",
	};
	if (n >= 250 || !memmem_ci(s, n, "spotify"))
		return 0;
	/* the call opens the line or a sentence of it: "Analysts expect
	 * Deezer and Apple Podcasts to follow Spotify" is news */
	int call = 0;
	for (size_t k = 0; k < n && !call; k++)
		if (k == 0 || (k >= 2 && s[k - 1] == ' ' && strchr(".!?:", s[k - 2])))
			call = STARTS_ANY_CI(s + k, n - k, sub);
	if (!call)
		return 0;
	int apps = 0;
	for (size_t i = 0; i < sizeof app / sizeof *app; i++)
		apps += has_ci(s, n, app[i]);
	return apps >= 2;
}

/* An email's footer in its archived copy, its lines run into one block:
 * why it was sent and how to leave the list ("You are receiving this email
 * because ... You can update your preferences or unsubscribe from this
 * list.", Mailchimp's; "Sie können Ihre Einstellungen aktualisieren oder
 * sich von dieser Liste abmelden"): a word to leave and one for the email
 * or the list, in MAIL_FOOT characters at most, on two lines or more. */
#ifndef MAIL_FOOT
#define MAIL_FOOT 600
#endif
static int mail_footer(const char *s, size_t n)
{
	static const char *const leave[] = {
		"unsubscribe", "abmelden", "abbestellen", "austragen", "d\xC3\xA9sinscri",
		"d\xC3\xA9sabonn", "darte de baja", "darse de baja", "cancelar la suscripci",
		"disiscriv", "annullare l'iscrizione", "uitschrijven", "afmelden",
	};
	static const char *const mail[] = {
		"this email", "this e-mail", "these emails", "this list", "diese e-mail",
		"diese mail", "dieser liste", "cet e-mail", "cet email", "ces e-mails",
		"cette liste", "este correo", "estos correos", "esta lista", "questa email",
		"questa e-mail", "questa lista", "deze e-mail", "deze lijst", "your preferences",
		"subscription preferences",
	};
	return HAS_ANY_CI(s, n, leave) && HAS_ANY_CI(s, n, mail);
}

/* A note that the article goes on past the ad or the video set in it:
 * an ad's word and a word for going on, in a short line of three to
 * eight words, no sentence ("Artikel wird unter der Anzeige fortgesetzt",
 * "Article continues below advertisement", "La suite après cette
 * publicité", "Artikeln fortsätter under annonsen", "Artikkeli jatkuu mainoksen
 * jälkeen", "Dalsza część artykułu pod materiałem wideo", "Článek
 * pokračuje pod reklamou", "Продолжение статьи после рекламы"). */
static int ad_goes_on(const char *s, size_t n)
{
	static const char *const ad[] = {
		"anzeige", "werbung", "advert", "publicit", "pubblicit", "anuncio",
		"advertentie", "annons", "annonce", "mainos", "mainoks", "reklam",
		"hirdet\xC3\xA9s", "reclam", "oglas", "wideo", "videom", "реклам",
	};
	static const char *const on[] = {
		"fortgesetzt", "fortsetzung", "weiter", "continu", "contin\xC3\xBA", "suite",
		"verder", "forts\xC3\xA4tter", "fortsetter", "forts\xC3\xA6tter", "jatkuu",
		"dalsza cz\xC4\x99\xC5\x9B\xC4\x87", "kontynuowan", "pokra\xC4\x8D",
		"folytat\xC3\xB3" "dik", "nastavlja", "devam\xC4\xB1",
		"Продолжение", "продолжение", "Продовження", "продовження",
	};
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += s[i] == ' ';
	return words >= 3 && words <= 8 && !ends_sentence(s, n) && HAS_ANY_CI(s, n, ad) &&
	       HAS_ANY_CI(s, n, on);
}

static int boiler_phrase(const char *s, size_t n)
{
	static const char *const strong[] = {
		"advertisement", "share this", "share on", "sign up", "subscribe", "click here",
		"no comments yet", "noch keine kommentare", "aucun commentaire", "sin comentarios",
		"nessun commento",
		"follow us", "read more", "continue reading", "story continues",
		"all rights reserved", "copyright", "getty images", "image caption",
		"media caption", "image source", "supported by", "you may also", "we use cookies",
		"reporting by", "(reporting by", "additional reporting", "editing by",
		"associated press writer",
		/* the same furniture in the other major European languages */
		"mehr zum thema", "lesen sie auch", "lesen sie mehr", "auch interessant",
		"das könnte sie auch interessieren", "alle rechte vorbehalten", "artikel teilen",
		"artikel bewerten", "bewerten sie", "zur startseite", "weiterlesen",
		"jetzt abonnieren", "lire aussi", "à lire aussi", "À lire aussi", "lire la suite",
		"sur le même sujet", "tous droits réservés", "abonnez-vous", "notez cet article",
		"leer más", "lee también", "te puede interesar", "noticias relacionadas",
		"todos los derechos reservados", "suscríbete", "valora este", "leggi anche",
		"tutti i diritti riservati", "potrebbe interessarti", "leia também", "leia mais",
		"todos os direitos reservados", "lees ook", "lees meer", "alle rechten voorbehouden",
		"czytaj też", "czytaj także", "wszelkie prawa zastrzeżone",
		"przeczytaj też", "przeczytaj także", "zobacz też", "zobacz także", "oceń artykuł",
		"riproduzione riservata", "vedi anche", "lea también", "lire également",
		"à lire également", "veja também", "zie ook",
		/* and in Russian, Czech, Swedish and Turkish (the case of a
		 * letter outside ASCII is not folded: both are listed) */
		"Читайте также", "ЧИТАЙТЕ ТАКЖЕ", "читайте также", "Смотрите также",
		"Все права защищены", "čtěte také", "Čtěte také", "čtěte též", "Čtěte též",
		"přečtěte si také", "všechna práva vyhrazena", "sdílejte článek", "läs också",
		"läs även", "läs mer", "dela artikeln", "alla rättigheter förbehållna", "ilginizi çekebilir",
		"İlginizi çekebilir", "İLGİNİZİ ÇEKEBİLİR", "bunlar da ilginizi çekebilir",
		"haberin devamı", "tüm hakları saklıdır",
		/* and in Indonesian and Vietnamese ("Baca juga: ...", "Xem thêm:
		 * ...", "Tin liên quan"; the other scripts: script_boiler) */
		"baca juga", "simak juga", "hak cipta dilindungi", "xem thêm", "tin liên quan",
		/* a question under the article, "Was this article helpful?
		 * Yes No" */
		"was this article helpful", "was this helpful", "did you find this article helpful",
		"war dieser artikel hilfreich", "war dieser beitrag hilfreich",
		"cet article vous a-t-il été utile", "cet article vous a été utile",
		"te ha resultado útil", "te ha sido útil", "le ha resultado útil",
		"questo articolo ti è stato utile", "ti è stato utile questo articolo",
		"este artigo foi útil", "esse artigo foi útil", "was dit artikel nuttig",
		"was dit artikel behulpzaam", "czy ten artykuł był pomocny",
		"czy artykuł był pomocny", "Была ли эта статья полезной",
		/* and under a Q&A page's answer ("War diese Antwort hilfreich?
		 * Ja Nein 23") */
		"war diese antwort hilfreich", "ist diese antwort hilfreich",
		"was this answer helpful", "was this reply helpful", "is this answer helpful",
		"cette r\xC3\xA9ponse vous a-t-elle aid\xC3\xA9",
		"cette r\xC3\xA9ponse vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
		"te ha resultado \xC3\xBAtil esta respuesta",
		"te ha sido \xC3\xBAtil esta respuesta",
		"questa risposta ti \xC3\xA8 stata utile",
		"ti \xC3\xA8 stata utile questa risposta",
		"was dit antwoord nuttig", "had je iets aan dit antwoord",
		/* or whether the reader liked it ("Hat Ihnen dieser Artikel
		 * gefallen? 👍 👎") */
		"hat ihnen dieser artikel gefallen", "hat ihnen der artikel gefallen",
		"hat dir dieser artikel gefallen", "hat dir der artikel gefallen",
		"did you like this article", "did you enjoy this article",
		"vous avez aimé cet article", "cet article vous a plu",
		"te ha gustado este artículo", "ti è piaciuto questo articolo",
		"vond je dit artikel leuk", "vond u dit artikel",
		"byl pro vás tento článek užitečný", "var artikeln till hjälp",
		/* a blog's rating widget over its stars ("Wie hilfreich war
		 * dieser Beitrag? Klicke auf die Sterne um zu bewerten!") */
		"wie hilfreich war dieser beitrag", "wie hilfreich war dieser artikel",
		"wie n\xC3\xBCtzlich war dieser beitrag", "klicke auf die sterne",
		"klicken sie auf die sterne", "bisher keine bewertungen",
		"how useful was this post", "how useful was this article",
		"click on a star to rate", "no votes so far", "rate this post",
		"cliquez sur une \xC3\xA9toile", "haz clic en una estrella",
		"clicca su una stella", "quanto \xC3\xA8 stato utile questo",
		"klik op een ster",
		/* a quote's toggle that unfolds it in a forum post (XenForo's
		 * "Click to expand...") */
		"click to expand", "zum vergr\xC3\xB6\xC3\x9F" "ern anklicken",
		"klicken zum erweitern", "cliquez pour agrandir", "cliquez pour d\xC3\xA9plier",
		"haz clic para expandir", "pulsa para expandir", "clicca per espandere",
		"klik om uit te vouwen", "klik om te vergroten",
		/* a forum thread's heading over its posts (Invision Community) */
		"recommended posts", "empfohlene beitr\xC3\xA4ge",
		"messages recommand\xC3\xA9s", "mensajes recomendados",
		"publicaciones recomendadas", "messaggi consigliati",
		"posts recomendados", "aanbevolen berichten",
		/* and its reading time ("Lesedauer: 3 Min.") */
		"reading time", "lesezeit", "lesedauer", "temps de lecture", "tiempo de lectura",
		"tempo di lettura", "tempo de leitura", "leestijd",
		/* and in the other languages of Europe ("Czas czytania: 4
		 * min", "Lukuaika 3 min", "Время чтения: 5 минут") */
		"czas czytania", "lukuaika", "l\xC3\xA4sningstid", "l\xC3\xA4stid", "lesetid",
		"l\xC3\xA6setid", "doba \xC4\x8Dten\xC3\xAD", "\xC4\x8D" "as \xC4\x8Dten\xC3\xAD",
		"olvas\xC3\xA1si id\xC5\x91", "timp de citire", "timp de lectur\xC4\x83",
		"vrijeme \xC4\x8Ditanja", "okuma s\xC3\xBCresi", "Время чтения", "время чтения",
		"Час читання", "час читання", "skaitymo laikas", "lugemisaeg",
	};
	static const char *const weak[] = {
		"related", "follow ", "more:", "see also", "read next", "recommended", "watch:",
		"listen", "updated", "posted", "published", "by ", "caption", "ap photo",
		/* a forum post's date line in French, Italian, Portuguese
		 * ("Posté le 24-11-2026 à 18:42:10", "Postato il", "Postado em") */
		"post\xC3\xA9 le", "post\xC3\xA9 par", "postato il", "postado em",
		/* and a French forum's page line over and under its posts
		 * ("Page : 1", "Pages : 1 2 3") and its author's lines
		 * ("Profil : Habitué", "Messages : 1 245", "Inscrit le ...") */
		"page :", "pages :", "profil :", "statut :", "messages :", "inscrit le",
		"inscrit depuis",
		"reuters", "comments", "loading", "skip ", "image:", "photo:", "advert", "share",
		"tweet", "email", "print", "sponsored", "tags:", "topics:", "filed under",
		"first published", "last updated", "last update", "letzte aktualisierung",
		"dernière mise à jour", "última actualización", "ultimo aggiornamento",
		"última atualização", "laatst bijgewerkt", "laatste update",
		"\xC3\x9Altima actualizaci\xC3\xB3n", "\xC3\x9Altima atualiza\xC3\xA7\xC3\xA3o",
		"ostatnia aktualizacja", "poslední aktualizace", "senast uppdaterad",
		"Последнее обновление", "son güncelleme",
		/* a health or advice portal's line of who wrote the text and
		 * which expert checked it ("Medizinisch geprüft von Dr. ...",
		 * "Validé par le Dr ..., neurologue", "Revisado por ...") */
		"reviewed by", "medically reviewed by", "fact checked by",
		"fact-checked by", "verfasst von", "geprüft von", "medizinisch geprüft von",
		"fachlich geprüft von", "rédigé par", "écrit par", "Écrit par", "validé par",
		"relu par", "escrito por", "redactado por", "revisado por", "scritto da",
		"revisionato da", "verificato da", "geschreven door", "gecontroleerd door",
		/* and when it was last changed or checked ("Zuletzt aktualisiert
		 * am 21. August 2026 · Lesezeit 3 Minuten", "Last modified") */
		"zuletzt aktualisiert", "zuletzt ge\xC3\xA4ndert", "zuletzt bearbeitet",
		"zuletzt gepr\xC3\xBC" "ft", "last modified", "last reviewed",
		"derni\xC3\xA8re modification", "ultima modifica", "laatst gewijzigd",
		"teilen", "anzeige", "werbung", "foto:", "bild:", "quelle:", "zum thema", "themen:",
		"schlagworte:", "veröffentlicht", "aktualisiert", "stand:", "kommentare", "partager",
		"publicité", "voir aussi", "publié", "mis à jour", "crédit", "commentaires",
		"compartir", "publicidad", "publicado", "actualizado", "comentarios", "condividi",
		"pubblicità", "pubblicato", "aggiornato", "commenti", "compartilhe", "publicidade",
		"atualizado", "comentários", "delen", "advertentie", "gepubliceerd", "reacties",
		"udostępnij", "reklama", "komentarze", "opublikowano", "zaktualizowano", "fot.",
		/* a picture's credit alone in the other languages of Europe
		 * ("Kuva: Jari Kovalainen / Yle", "Fotó: MTI/Koszticsák
		 * Szilárd", "Snímek: ČTK"; a Russian page's bare "Фото:" lines
		 * are its text in the AEB golds) */
		"kuva:", "kuvat:", "fot\xC3\xB3:", "sn\xC3\xADmek:", "nuotr.", "nuotrauka:",
		"Φωτογραφία:", "φωτογραφία:",
		"publicerad", "uppdaterad", "annons", "publikováno", "aktualizováno", "sdílet",
		"Опубликовано", "опубликовано", "Обновлено", "обновлено",
		"Реклама", "Поделиться", "yayınlanma", "güncelleme", "paylaş", "reklam",
		/* the source under a story, as "Quelle: dpa" ("Источник: ТАСС",
		 * "Źródło: PAP", "Sumber: Antara", "Nguồn: TTXVN", "Πηγή: ΑΠΕ") */
		"fuente:", "fonte:", "bron:", "źródło:", "Źródło:", "zdroj:", "källa:",
		"Källa:", "kaynak:", "Источник:", "источник:", "Джерело:", "джерело:", "Πηγή:",
		"πηγή:", "sumber:", "nguồn:", "المصدر:", "מקור:", "स्रोत:",
		"l\xC3\xA4hde:", "forr\xC3\xA1s:", "sursa:", "izvor:", "vir:", "kilde:",
		"\xC5\xA1" "altinis:", "allikas:",
	};
	static const char *const tip[] = {
		"got a news tip", "have a news tip", "do you have a news tip", "spotted an error",
		"spotted a mistake", "spotted a typo", "haben sie einen fehler entdeckt",
		"fehler entdeckt?", "fehler gefunden?", "vous avez repéré une erreur",
		"vous avez remarqué une erreur", "signaler une erreur", "has visto algún error",
		"has detectado un error", "has encontrado un error", "hai trovato un errore",
		"hai notato un errore", "segnala un errore", "encontrou um erro", "viu um erro",
		"notou um erro", "heb je een tip", "zie je een fout", "heeft u een tip",
		"ziet u een fout", "zauważyłeś błąd", "znalazłeś błąd", "Нашли ошибку",
		/* a Swiss site's call for feedback ("Hast du Feedback zu
		 * diesem Artikel? Schreib uns") */
		"hast du feedback", "haben sie feedback", "feedback zu diesem artikel",
		/* and for readers' pictures and tips ("Hast du etwas
		 * gesehen?", "Schick uns deine Bilder, Videos und
		 * Informationen per WhatsApp", "Send us your photos",
		 * "Envoie-nous tes photos") */
		"hast du etwas gesehen", "haben sie etwas gesehen", "schick uns deine",
		"schicken sie uns ihre", "send us your photos", "send us your tips",
		"envoie-nous tes", "envoyez-nous vos", "inviaci le tue", "mandanos tus",
		"Заметили ошибку", "našli jste chybu", "hittat ett fel", "har du ett tips",
		/* and the Nordic and eastern papers' ("Har du tips til en sak?
		 * Ring oss ...", "Onko sinulla uutisvinkki?", "Masz temat?
		 * Napisz do nas", "Máte pro nás tip?") */
		"har du tips", "har du et tip", "har du et tips", "tipsa oss", "tips oss",
		"onko sinulla uutisvinkki", "masz temat", "masz informacje", "masz newsa",
		"m\xC3\xA1te tip",
		"m\xC3\xA1te pro n\xC3\xA1s tip", "imate vijest", "ave\xC8\x9Bi o \xC8\x99tire",
		"Есть новость", "Є новина",
	};
	/* a blog engine's line under the post, however long it runs ("This
	 * entry was posted on ... and is filed under ... You can follow any
	 * responses ...") */
	static const char *const engine[] = {
		"this entry was posted", "this entry was filed", "trackback url",
		/* and its address for trackbacks in Movable Type's other
		 * languages ("TrackBack-URL für diesen Eintrag:") */
		"trackback-url", "trackback uri", "trackback-adresse", "url de trackback",
		"url trackback", "url per il trackback",
		/* a forum's note that a post was changed, under it ("Zuletzt
		 * bearbeitet von heizungsfrust am 16.01.2007, 08:49, insgesamt
		 * einmal bearbeitet", phpBB's; "Last edited by dave_h; 03-15-2009
		 * at 08:50 AM.", vBulletin's) */
		"last edited by", "zuletzt bearbeitet von", "zuletzt ge\xC3\xA4ndert von",
		"derni\xC3\xA8re \xC3\xA9" "dition par", "modifi\xC3\xA9 en dernier par",
		"\xC3\xBAltima edici\xC3\xB3n por", "editado por \xC3\xBAltima vez por",
		"ultima modifica di", "ultima modifica da", "laatst bewerkt door",
		"laatst gewijzigd door", "ostatnio edytowany przez",
		/* or that says how often ("Dieser Beitrag wurde bereits 1 mal
		 * editiert, zuletzt von ...", WoltLab's; "This post has been
		 * edited 2 times") */
		"dieser beitrag wurde", "this post has been edited", "this post was edited",
		"this message has been edited", "ce message a \xC3\xA9t\xC3\xA9 \xC3\xA9" "dit\xC3\xA9",
		"este mensaje ha sido editado", "questo messaggio \xC3\xA8 stato modificato",
		"dit bericht is bewerkt",
		"listed below are links to weblogs", "dieser eintrag wurde",
		"cette entrée a été publiée", "esta entrada fue publicada",
		/* a recipe card's call to show the dish made ("Did you make
		 * this recipe? Tag @... on Instagram"), its heading and text
		 * often one line */
		"did you make this recipe", "did you try this recipe", "tried this recipe",
		"made this recipe", "hast du das rezept ausprobiert",
		"hast du dieses rezept ausprobiert", "hast du das rezept nachgekocht",
		"haben sie das rezept ausprobiert", "vous avez test\xC3\xA9 cette recette",
		"as-tu test\xC3\xA9 cette recette", "vous avez r\xC3\xA9" "alis\xC3\xA9 cette recette",
		"\xC2\xBF" "has probado esta receta", "\xC2\xBF" "has hecho esta receta",
		"hai provato questa ricetta", "fez esta receita", "experimentou esta receita",
		"heb je dit recept gemaakt", "rezept ausprobiert?", "recept geprobeerd?",
		"essay\xC3\xA9 cette recette ?", "probaste esta receta?",
		/* a Q&A site's call under the answers ("Not the answer you're
		 * looking for? Browse other questions tagged ... or ask your own
		 * question.") */
		/* an old news page's tools under the story, text and no links
		 * ("E-mail this to a friend Printable version", "Druckversion |
		 * Artikel versenden") */
		"e-mail this", "email this", "printable version", "printer-friendly version",
		"printer friendly version", "druckversion", "druckansicht", "artikel versenden",
		"artikel drucken", "version imprimable", "versi\xC3\xB3n imprimible",
		"versione stampabile", "printversie",
		"not the answer you're looking for",
		"not the answer you\xE2\x80\x99re looking for",
		"\xC2\xBF" "no es la respuesta que buscas",
		"n\xC3\xA3o \xC3\xA9 a resposta que voc\xC3\xAA est\xC3\xA1 procurando",
		"Не нашли ответ",
	};
	if (media_label(s, n) || broadcast_note(s, n))
		return 1;
	if (n <= 500)
		for (size_t i = 0; i < sizeof engine / sizeof *engine; i++)
			if (starts_with_word(s, n, engine[i]))
				return 1;
	if (n < MAIL_FOOT && memchr(s, '\n', n) && mail_footer(s, n))
		return 1;
	if (n > 250)
		return 0;
	if (disclosure_line(s, n))
		return 1;
	/* a blogger's call for a tip, "Wenn du magst, kannst du mir einen
	 * Kaffee spendieren!", "Buy me a coffee" (a button to a tip jar) */
	static const char *const tipjar[] = {
		"buy me a coffee", "buy us a coffee", "kaffee spendieren", "kaffee spendier",
		"spendier mir einen kaffee", "spendiere mir einen kaffee", "ko-fi.com",
		"auf ko-fi", "on ko-fi", "offre-moi un caf\xC3\xA9", "offrez-moi un caf\xC3\xA9",
		"inv\xC3\xADtame a un caf\xC3\xA9", "offrimi un caff\xC3\xA8",
		"paypal.me/",
		/* a podcast's or a blog's call for members ("consider becoming a
		 * member on Patreon", "Unterst\xC3\xBCtze uns auf Steady") */
		"on patreon", "auf patreon", "sur patreon", "en patreon", "su patreon",
		"op patreon", "patreon.com/", "auf steady", "steadyhq.com",
	};
	/* but thanks to those who backed a project there are the post's
	 * own closing line ("We are grateful ... to everyone who supported
	 * the project on Patreon", "Danke an alle, die uns auf Patreon
	 * unterstützt haben", "merci à tous ceux qui nous ont soutenus") */
	static const char *const backed[] = {
		"who supported", "who backed", "who have supported", "unterst\xC3\xBCtzt haben",
		"ont soutenu", "nous ont soutenus", "que apoyaron", "que nos apoyaron",
		"hanno sostenuto", "ons steunden", "ons hebben gesteund",
	};
	if (n < 250 && HAS_ANY_CI(s, n, tipjar) && !HAS_ANY_CI(s, n, backed))
		return 1;
	/* a newsletter's thanks at the end of the post that asks the reader
	 * to pass it on or to sign up, over its button ("Thanks for reading
	 * Crumb! This post is public so feel free to share it.", "Danke fürs
	 * Lesen von Praxisnotizen! ... teilen Sie ihn gerne", "Merci de
	 * m'avoir lu ! Partagez ...", Substack's); thanks alone stay */
	static const char *const thanks[] = {
		"thanks for reading", "thank you for reading", "f\xC3\xBCrs lesen",
		"f\xC3\xBCr's lesen", "f\xC3\xBCr das lesen", "merci de lire", "merci d'avoir lu",
		"merci de m'avoir lu", "gracias por leer", "grazie per aver letto",
		"grazie per la lettura", "bedankt voor het lezen", "bedankt om te lezen",
	};
	static const char *const pass[] = {
		"share", "teilen", "teile ", "partag", "compart", "condivid", "deel",
		"subscri", "abonn", "suscr", "iscriv", "inscri", "forward this", "forward it",
		"weiterleit",
	};
	if (n < 200 && HAS_ANY_CI(s, n, thanks) && HAS_ANY_CI(s, n, pass))
		return 1;
	/* and its call to a reader it was forwarded to ("If someone forwarded
	 * you this email, you can subscribe here.", "Wurde dir dieser
	 * Newsletter weitergeleitet? Hier abonnieren", "On vous a transféré
	 * cette lettre ? Inscrivez-vous", beehiiv's, Mailchimp's) */
	static const char *const fwd[] = {
		"forwarded", "forward you", "weitergeleitet", "transf\xC3\xA9r\xC3\xA9",
		"reenviad", "reenvi\xC3\xB3", "inoltrat", "doorgestuurd",
	};
	static const char *const join[] = {
		"subscri", "sign up", "abonn", "anmeld", "inscri", "suscr", "iscriv",
		"schrijf je in", "inschrijv",
	};
	if (n < 200 && HAS_ANY_CI(s, n, fwd) && HAS_ANY_CI(s, n, join))
		return 1;
	if (podcast_call(s, n))
		return 1;
	/* the read-aloud player's note that a machine speaks it ("4:12 Min.
	 * Diese Audioversion wurde künstlich generiert.", "This audio version
	 * was generated using AI", "Version audio générée par IA") */
	static const char *const audio[] = {
		"audioversion", "audio version", "version audio", "versi\xC3\xB3n en audio",
		"versi\xC3\xB3n de audio", "versione audio", "audioversie",
	};
	static const char *const synth[] = {
		"k\xC3\xBCnstlich", "generiert", "erzeugt", "generated", "synthe",
		"artificial", "g\xC3\xA9n\xC3\xA9r\xC3\xA9" "e", "generada", "generata",
		"gegenereerd",
	};
	if (n < 160 && memmem(s, n, "udio", 4) && HAS_ANY_CI(s, n, audio) &&
	    HAS_ANY_CI(s, n, synth))
		return 1;
	/* a line that names a newsletter is its call to sign up when it
	 * asks for that ("Sign up for our newsletter", "Get the newsletter
	 * in your inbox", "Inscrivez-vous à notre newsletter"); a post about
	 * newsletters says the word in its text ("do not put it in the
	 * newsletter") */
	static const char *const nlcall[] = {
		"sign up", "signup", "subscri", "join", "get ", "receive", "inbox",
		"deliver", "regist", "enter", "email", "e-mail", "free", "abonn", "inscri",
		"iscriv", "suscr", "anmeld", "bestell", "click", "here", "keep up", "stay ",
		"don't miss", "verpass", "bleib", "restez", "ne manquez", "no te pierdas",
		"tieniti", "blijf",
		/* and in the other languages, to receive it or put one's
		 * name down ("o apuntarte aquí para recibir nuestra newsletter
		 * semanal", "Inscreva-se para receber a newsletter", "Schrijf
		 * je in voor onze newsletter", "Zapisz się do newslettera") */
		"apunta", "apúnta", "recib", "ricev", "receb", "recev", "inscrev",
		"cadastr", "schrijf", "zapisz",
	};
	if (n < 250 && ((memmem(s, n, "newsletter", 10) && HAS_ANY_CI(s, n, nlcall)) ||
	                memmem(s, n, "Sign up for", 11) ||
	                memmem(s, n, "sign up for", 11) || memmem(s, n, "Subscribe to", 12)))
		return 1;
	/* and where the newsletter has a word of its own: the Nordic
	 * languages', Finnish, Hungarian, Russian, Turkish ("Nyhetsbrev: Få
	 * de senaste nyheterna direkt i din inkorg. Prenumerera här", "Tilaa
	 * uutiskirjeemme ...", "Iratkozzon fel hírlevelünkre ...",
	 * "Подпишитесь на нашу рассылку ...") */
	static const char *const nlword[] = {
		"nyhetsbrev", "nyhedsbrev", "uutiskirje", "h\xC3\xADrlevel",
		"H\xC3\xADrlevel", "uudiskiri", "naujienlai\xC5\xA1", "b\xC3\xBClten",
		"bilten", "рассылк", "Рассылк", "розсилк", "Розсилк",
	};
	static const char *const nlcall2[] = {
		"prenumerera", "abonnere", "tilaa", "tilaamalla", "feliratkoz",
		"iratkozz", "prijav", "pretplat", "naro\xC4\x8D", "abone ol",
		"подпиш", "Подпиш", "підпиш", "Підпиш", "inkorg", "indbakke", "innboks",
		"s\xC3\xA4hk\xC3\xB6postiisi", "postafi\xC3\xB3k",
	};
	if (n < 250 && HAS_ANY_CI(s, n, nlword) &&
	    (HAS_ANY_CI(s, n, nlcall) || HAS_ANY_CI(s, n, nlcall2)))
		return 1;
	/* a German paper's call in the body to sign up for its newsletter,
	 * the noun capitalised ("Dann melden Sie sich hier für unseren
	 * kostenlosen Ebersberg-Newsletter an.", "Jetzt den Newsletter
	 * abonnieren") */
	static const char *const signup[] = {
		"anmeld", "melden sie sich", "meld dich", "abonnier", "bestell", "registrier",
		"eintragen", "trag dich",
	};
	if (n < 250 && memmem(s, n, "Newsletter", 10) && HAS_ANY_CI(s, n, signup))
		return 1;
	/* "Follow us on Twitter", "... Follow her on Facebook.", "Follow the
	 * Long Read on X at @...", "Tag @kitchen on Instagram" (a recipe
	 * card's call, "Markiere ...") */
	if (n < 160 && (memmem(s, n, "Twitter", 7) || memmem(s, n, "Facebook", 8) ||
	                memmem(s, n, "Instagram", 9) || memmem(s, n, " on X ", 6)) &&
	    (starts_with_ci(s, n, "follow") || starts_with_ci(s, n, "tag ") ||
	     starts_with_ci(s, n, "markier") || starts_with_ci(s, n, "identifie") ||
	     starts_with_ci(s, n, "etiqueta") || starts_with_ci(s, n, "tagga") ||
	     memmem(s, n, ". Follow", 8) ||
	     memmem(s, n, "? Follow", 8) || memmem(s, n, "follow us", 9) ||
	     memmem(s, n, "Share it", 8) || memmem(s, n, "share it with", 13)))
		return 1;
	if (n < 160 && follow_line(s, n))
		return 1;
	if (rating_line(s, n))
		return 1;
	if (script_boiler(s, n))
		return 1;
	/* a Spanish question opens with its mark: "¿Te ha resultado útil?" */
	const char *q = s;
	size_t qn = n;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 &&
	    ((unsigned char)s[1] == 0xBF || (unsigned char)s[1] == 0xA1)) {
		q += 2;
		qn -= 2;
	}
	/* a help page's feedback prompt under the text, its widget's other
	 * lines run into it ("¿Te ha resultado útil este artículo?Gracias
	 * por tu opinión...") */
	static const char *const helpful[] = {
		"was this page helpful", "did this page help", "did this answer your question",
		"is this page helpful", "war diese seite hilfreich", "war das hilfreich",
		"ist diese seite hilfreich", "cette page vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
		"te result\xC3\xB3 \xC3\xBAtil", "te ha resultado \xC3\xBAtil",
		"questa pagina ti \xC3\xA8 stata utile", "esta p\xC3\xA1gina foi \xC3\xBAtil",
		"was deze pagina nuttig",
		/* and a public administration's, over its stars ("Quanto sono
		 * chiare le informazioni su questa pagina?") */
		"quanto sono chiare le informazioni", "quanto \xC3\xA8 stata utile questa pagina",
		/* and an advice portal's, under its guide or answer ("War
		 * dieser Ratgeber hilfreich?") */
		"war dieser ratgeber hilfreich", "war diese anleitung hilfreich",
		"war diese antwort hilfreich", "war dieser tipp hilfreich",
		"war diese information hilfreich", "war dieser text hilfreich",
		"was this guide helpful", "was this answer helpful",
		"was this information helpful", "ce guide vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"cette r\xC3\xA9ponse vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
		"esta gu\xC3\xAD" "a te ha sido \xC3\xBAtil", "questa guida ti \xC3\xA8 stata utile",
		"questa risposta ti \xC3\xA8 stata utile", "was deze informatie nuttig",
		"was dit antwoord nuttig",
		/* and a store's, under each of its customers' reviews ("Was
		 * this review helpful? Yes No Funny") */
		"was this review helpful", "war diese bewertung hilfreich",
		"war diese rezension hilfreich", "cet avis vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"questa recensione ti \xC3\xA8 stata utile", "was deze review nuttig",
	};
	for (size_t i = 0; n < 200 && i < sizeof helpful / sizeof *helpful; i++)
		if (starts_with_word(q, qn, helpful[i]))
			return 1;
	/* the newsroom's call for tips or corrections under the article,
	 * a sentence or two: "Heb je een tip of zie je een fout in dit
	 * artikel? Laat het ons weten", "¿Has visto algún error?" */
	for (size_t i = 0; n < 200 && i < sizeof tip / sizeof *tip; i++)
		if (starts_with_word(q, qn, tip[i]))
			return 1;
	/* a player that reads the article aloud, its lines run into one: its
	 * times and its note on the voice ("Listen to this article 00:00
	 * 16:42 Produced by ... using AI narration.") */
	static const char *const aloud[] = {
		"listen to this article", "listen to article", "artikel anh\xC3\xB6ren",
		"artikel zum h\xC3\xB6ren", "artikel h\xC3\xB6ren", "artikel vorlesen",
		"\xC3\xA9" "couter cet article", "\xC3\xA9" "couter l'article",
		"escuchar este art\xC3\xAD" "culo", "escucha este art\xC3\xAD" "culo",
		"ascolta l'articolo", "ascolta questo articolo", "ouvir este artigo",
		"luister naar dit artikel",
	};
	for (size_t i = 0; n < 200 && i < sizeof aloud / sizeof *aloud; i++)
		if (starts_with_word(q, qn, aloud[i]))
			return 1;
	if (n < 100 && ad_goes_on(s, n))
		return 1;
	if (n > 80)
		return 0;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xA9)
		return 1;  /* a copyright or photo credit line */
	/* a label set off by dashes on both sides, an ad's slot in the body:
	 * "- Publicidad -", "– Anzeige –", "— Advertisement —" */
	const char *w = s;
	size_t wn = n, d = dash_run(s, n);
	if (d && d < n && dash_run_end(s, n)) {
		w = s + d;
		wn = n - d - dash_run_end(s, n);
		q = w;
		qn = wn;
	}
	for (size_t i = 0; i < sizeof strong / sizeof *strong; i++)
		if (starts_with_word(q, qn, strong[i]))
			return 1;
	if (ends_sentence(s, n))
		return 0;
	/* a spec list's label alone, "Recommended:" over a game's system
	 * requirements beside "Minimum:" ("Empfohlen:", "Recommandée :"),
	 * is no title of links (one over links heads nothing and goes:
	 * drop_orphan_heads) */
	static const char *const spec[] = {"recommended"};
	if (n && s[n - 1] == ':' && label_is(s, n, spec, 1))
		return 0;
	for (size_t i = 0; i < sizeof weak / sizeof *weak; i++)
		if (starts_with_word(w, wn, weak[i]))
			return 1;
	return 0;
}

/* Markup that reached the text: the escaped content of a <noscript> as
 * some renderers serialize it ("<img src=... >"), or a WordPress shortcode
 * that no plugin rendered ("[button link=...]Send us...[/button]"). In a
 * <pre> it is a tutorial's sample and stays (the caller's test). */
static int is_markup(const struct block *b, const char *s)
{
	if (b->len < 3 || !memchr(s, '=', b->len))
		return 0;
	if (s[0] == '[' && s[b->len - 1] == ']')
		return memmem(s, b->len, "[/", 2) != NULL;
	return s[0] == '<' && s[b->len - 1] == '>';
}

/* A trail of links under the page's header, in a heading or a line of its
 * own ("Forum Bricolage > Maçonnerie > Fissure au plafond ...", "Accueil »
 * Actualités » ...", "Home › Blog"): two or more of its signs between
 * words, a quarter or more of it linked, under CRUMB_MAX characters. */
#ifndef CRUMB_MAX
#define CRUMB_MAX 250
#endif
static int crumb_trail(const struct block *b, const char *s)
{
	if (b->chars >= CRUMB_MAX || b->link_chars * 4 < b->chars || b->len < 8)
		return 0;
	int signs = 0;
	for (size_t i = 1; i + 2 < b->len; i++) {
		if (s[i - 1] != ' ')
			continue;
		if ((s[i] == '>' && s[i + 1] == ' ') ||
		    ((unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xBB &&
		     s[i + 2] == ' ') ||
		    (i + 3 < b->len && (unsigned char)s[i] == 0xE2 &&
		     (unsigned char)s[i + 1] == 0x80 && (unsigned char)s[i + 2] == 0xBA &&
		     s[i + 3] == ' '))
			signs++;
	}
	return signs >= 2;
}

/* Structured data that a theme hides with CSS: a block of two or more
 * bare addresses ("http://.../photo.jpg 540 960 admin http://.../logo.jpg")
 * that make up half its text or more. */
static int url_soup(const struct block *b, const char *s)
{
	int urls = 0;
	size_t in = 0;
	for (const char *p = s, *e = s + b->len; (p = memmem(p, (size_t)(e - p), "http", 4));) {
		const char *q = p + 4;
		if (q < e && *q == 's')
			q++;
		if (e - q < 3 || memcmp(q, "://", 3)) {
			p += 4;
			continue;
		}
		while (q < e && *q != ' ')
			q++;
		urls++;
		in += (size_t)(q - p);
		p = q;
	}
	return urls >= 2 && in * 2 >= b->len;
}

/* An image caption or credit: a short block ending in "(Image: X)",
 * "(Photo: X)", "Credit: X" and the like, or a credit line of a name and
 * its outlet under CREDIT_BY bytes ("Photography by X / The Verge"). */
#ifndef CREDIT_BY
#define CREDIT_BY 80
#endif
static int is_credit(const struct block *b, const char *s)
{
	static const char *const w[] = {"(image:", "(photo:", "(picture:", "(credit:", "(pic:",
	                                "photo:", "image:", "credit:", "image copyright",
	                                "photograph:", "(getty", "(ap photo", "(reuters"};
	/* a story's credit line of its own under the text, a name and its
	 * outlet ("Photography by Chris Welch / The Verge", "Photos by Ana
	 * Ruiz / Reuters"): no sentence, under CREDIT_BY bytes */
	static const char *const by[] = {
		"photography by ", "photographs by ", "photos by ", "photo by ",
		"illustration by ", "illustrations by ",
	};
	if (b->len < CREDIT_BY && memchr(s, '/', b->len) && STARTS_ANY_CI(s, b->len, by) &&
	    !ends_sentence(s, b->len))
		return 1;
	if (b->len > 300)
		return 0;
	const char *e = s + b->len;
	const char *p = e;
	while (p > s && e - p < 80 && *p != '(' && !(p > s && p[-1] == ' ' && *p == ' '))
		p--;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t n = strlen(w[i]);
		if ((size_t)(e - p) >= n && !strncasecmp(p, w[i], n))
			return 1;
		if (w[i][0] != '(' && b->len >= n && !strncasecmp(s, w[i], n))
			return 1;
	}
	return 0;
}

/* A code listing's gutter set apart from its code, in a cell or a box of
 * its own beside it: numbers 1, 2 ... one a line and nothing else
 * ("<td class=gutter><pre>1\n2\n3</pre>", Rouge's "rouge-gutter",
 * Hugo's "lntd", a tutorial's own "code-table"): no text of the page. */
static int line_numbers(const char *s, size_t n)
{
	long want = 1;
	size_t i = 0;
	while (i < n && isspace((unsigned char)s[i]))
		i++;
	while (i < n) {
		long v = 0;
		size_t d = i;
		while (i < n && isdigit((unsigned char)s[i]) && i - d < 6)
			v = v * 10 + (s[i++] - '0');
		if (i == d || v != want++ || (i < n && !isspace((unsigned char)s[i])))
			return 0;
		while (i < n && isspace((unsigned char)s[i]))
			i++;
	}
	return want > 2;
}

/* Pass 2: weights and the container. */
#define HERO_TEXT 400  /* characters in a hero slider's slides (see resolve_hints) */
#define META_HEADS 3  /* headings in a box named "meta" that make it a section */
static int is_prose(const struct block *b)
{
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	return ld <= 0.5 && (b->chars >= 40 || b->punct > 0) && b->words >= 4;
}

/* Is a kept paragraph of prose of positive weight among blocks first..i-1,
 * not the standfirst (the paragraph right under the headline, or one named
 * a lead): has the body begun? A picture's caption under it is in the
 * body, not the one over the article. */
static int body_before(const struct extractor *x, int first, int i)
{
	for (int j = first; j < i; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0 || b->w <= 0 || !is_prose(b) || j == x->headline + 1)
			continue;
		const struct node *o = &x->nodes[b->owner];
		int p = o->parent;
		if (!(o->hint & H_LEAD) && !(p >= 0 && (x->nodes[p].hint & H_LEAD)))
			return 1;
	}
	return 0;
}

/* A teaser: a linked headline and a cut-off summary ("..."). A cut-off
 * block that opens or closes with a link weighs as one; inside the container
 * only one that opens with its link is dropped: a paragraph that ends in a
 * link to the rest ("Continued...") is the article's. A paragraph that
 * trails off ("Sigh...") with its link inside the text (a source it cites)
 * is no teaser, and nor is one of TEASER_PROSE characters or more, under a
 * TEASER_LINKS-th of it in links: prose that leads on to a picture or a
 * video ("to give you a few more ideas..."), not a summary. */
#ifndef TEASER_PROSE
#define TEASER_PROSE 300
#endif
#ifndef TEASER_LINKS
#define TEASER_LINKS 10
#endif
static int is_teaser(const struct block *b, const char *s)
{
	if (!b->link_chars || b->len < 4 || !(b->lead || b->tail_link))
		return 0;
	if (b->chars >= TEASER_PROSE && b->link_chars * TEASER_LINKS < b->chars)
		return 0;
	const char *e = s + b->len;
	return !memcmp(e - 3, "...", 3) || !memcmp(e - 3, "\xE2\x80\xA6", 3) ||
	       (b->len > 4 && (!memcmp(e - 4, "... ", 4) || !memcmp(e - 4, "[...", 4)));
}

/* Link-dense text that is still a paragraph of the article: a <p> or a
 * list item of several sentences whose names are links (or carry link
 * popups), as in a list of references or of films, each with its line. */
static int linked_prose(const struct block *b, double ld)
{
	if (!(b->tag & (F_P | F_LI)) || ld >= 0.9)
		return 0;
	if (b->words >= 25 && b->punct >= 2 && b->stops * 8 >= b->words && ld < 0.8)
		return 1;
	/* a list item that is one sentence with links in it ("Neil has patches
	 * up to improve the tab unloader"): a menu's items have no function
	 * words and little text outside their links */
	if ((b->tag & F_LI) && b->words >= 8 && b->stops >= 2 && b->chars - b->link_chars >= 15)
		return 1;
	/* any language: several sentences, words between the links */
	return b->words >= 15 && b->punct >= 1 && b->punct + b->commas >= 2 &&
	       b->chars - b->link_chars >= 30;
}

#ifndef CONSENT_MAX
#define CONSENT_MAX 160
#endif
/* A notice about the reader's browser that names the page or the site
 * ("this page is best viewed in an up-to-date browser", "a plain version of
 * this site because you're using an outdated web browser"): the site's,
 * never the article's (one about browsers names neither); a consent
 * placeholder, a line under JS_MAX characters on a widget that needs
 * JavaScript, and one under LOADING_MAX that says it is loading. */
#ifndef JS_MAX
#define JS_MAX 100
#endif
#ifndef LOADING_MAX
#define LOADING_MAX 60
#endif
#ifndef PLACEHOLDER_MAX
#define PLACEHOLDER_MAX 300
#endif
/* A consent tool's placeholder for an embed in the body, a few sentences
 * ("Sie sehen gerade einen Platzhalterinhalt von Instagram. Um auf den
 * eigentlichen Inhalt zuzugreifen, klicken Sie ... Daten an
 * Drittanbieter"): under PLACEHOLDER_MAX characters, it names itself a
 * placeholder and the third parties the click would send data to; or it
 * asks for consent to show the content and names them, a news site's
 * box over an embedded post ("Um diesen Inhalt von Instagram anzuzeigen,
 * benötigen wir Ihre Zustimmung. Dabei werden Daten an Dritte
 * übermittelt.", "Ich bin damit einverstanden, dass mir externe Inhalte
 * angezeigt werden ... an Drittplattformen", "To display this content we
 * need your consent ... third parties", "Mit einem Klick auf 'Inhalt
 * anzeigen' stimmst du zu, dass Daten an Drittanbieter ..."). It weighs
 * nothing (the post goes on below it) and is dropped. */
static int embed_placeholder(const char *s, size_t n)
{
	static const char *const ph[] = {
		"placeholder", "platzhalter", "contenu de substitution",
		"espace r\xC3\xA9serv\xC3\xA9", "marcador de posici\xC3\xB3n", "segnaposto",
		"tijdelijke aanduiding",
	};
	static const char *const third[] = {
		"third", "dritt", "tiers", "terceros", "terze parti", "derden",
	};
	static const char *const ok[] = {
		"consent", "zustimm", "einverstanden", "einwillig", "consentement",
		"consentimiento", "consenso", "toestemming",
		/* a click that agrees ("Mit einem Klick ... stimmst du zu",
		 * "you agree", "vous acceptez", "aceptas", "acconsenti") */
		"stimmst du", "stimmen sie", "agree", "acceptez", "aceptas", "acepta que",
		"acconsenti", "ga je akkoord", "gaat u akkoord",
	};
	static const char *const show[] = {
		"display", "show", "view", "content", "anzuzeigen", "angezeigt", "anzeig",
		"inhalt", "afficher", "contenu", "mostrar", "contenido", "visualizza",
		"contenuto", "weergeven", "inhoud",
	};
	/* or it calls the embed external content, a news site's box over a
	 * chart or a post ("Hier finden Sie einen externen Inhalt von X, der
	 * den Artikel ergänzt. Sie können ihn sich mit einem Klick anzeigen
	 * lassen", "External content ... click to show"), and offers to show
	 * it: a third party is named by its name alone */
	static const char *const ext[] = {
		"externen inhalt", "externer inhalt", "externe inhalte", "external content",
		"contenu externe", "contenido externo", "contenuto esterno", "externe inhoud",
	};
	static const char *const shown[] = {
		"anzeigen", "anzuzeigen", "laden", "display", "show", "load", "afficher",
		"mostrar", "visualizza", "weergeven", "tonen",
	};
	/* or, shorter, it asks for consent to show this video alone and
	 * names no third party but the platform, a music
	 * or film site's box over its trailer ("Um dieses Video anzuzeigen,
	 * musst du der Nutzung von YouTube zustimmen. Video anzeigen", "To
	 * view this video, you need to consent to ...", "Pour afficher cette
	 * vidéo, vous devez donner votre consentement", "Per visualizzare
	 * questo video devi dare il consenso") */
	static const char *const purpose[] = {
		"um dieses video", "um das video", "to view this video", "to watch this video",
		"to display this video", "pour afficher cette vid", "pour voir cette vid",
		"para ver este v", "para ver el v", "per visualizzare questo video",
		"per visualizzare il video", "per vedere questo video", "om deze video te",
	};
	if (n > PLACEHOLDER_MAX)
		return 0;
	if (n < CONSENT_MAX && memmem(s, n, "deo", 3) && HAS_ANY_CI(s, n, purpose) &&
	    HAS_ANY_CI(s, n, ok))
		return 1;
	if (!HAS_ANY_CI(s, n, third))
		return memmem(s, n, "tern", 4) && HAS_ANY_CI(s, n, ext) && HAS_ANY_CI(s, n, shown);
	return HAS_ANY_CI(s, n, ph) || (HAS_ANY_CI(s, n, ok) && HAS_ANY_CI(s, n, show));
}

/* A privacy plugin's box over an embed (WordPress's "Embed Privacy",
 * "Borlabs Cookie"): its call to click to show it, and its line that
 * loading it accepts the third party's privacy policy ("Klicken Sie
 * hier, um den Inhalt von YouTube anzuzeigen.", "Mit dem Laden des
 * Videos akzeptieren Sie die Datenschutzerklärung von YouTube."), under
 * 200 characters: dropped in select, as a placeholder is. */
static int embed_consent_line(const char *s, size_t n)
{
	static const char *const click[] = {
		"klicken sie hier, um den inhalt", "klicke hier, um den inhalt",
		"click here to display", "click here to load", "click to load",
		"cliquez ici pour afficher", "haga clic aqu\xC3\xAD para mostrar",
		"clicca qui per visualizzare", "klik hier om de inhoud",
	};
	static const char *const policy[] = {
		"datenschutzerkl", "privacy policy", "politique de confidentialit",
		"pol\xC3\xADtica de privacidad", "informativa sulla privacy", "privacybeleid",
		"privacyverklaring",
	};
	static const char *const load[] = {
		"laden", "load", "anzuzeigen", "anzeigen", "display", "charg", "cargar",
		"caricare", "afficher", "mostrar", "visualizza", "weergeven",
	};
	if (n >= 200)
		return 0;
	return STARTS_ANY_CI(s, n, click) ||
	       (HAS_ANY_CI(s, n, policy) && HAS_ANY_CI(s, n, load));
}

/* A screen of its day, "800x600", "1024 x 768": 640, 800, 1024 or 1280
 * wide, before an x (a phone's "540x960" or a display's "800 x 480" is
 * none). */
#define SCREEN_MAX 300
static int screen_size(const char *s, size_t n)
{
	const char *p = s, *end = s + n;
	while ((p = memchr(p, 'x', end - p))) {
		const char *a = p, *b = ++p;
		if (a > s && a[-1] == ' ')
			a--;
		if (b < end && *b == ' ')
			b++;
		long w = 0, h = 0;
		const char *d = a;
		while (d > s && a - d < 4 && isdigit((unsigned char)d[-1]))
			d--;
		if (a - d < 3 || (d > s && isdigit((unsigned char)d[-1])))
			continue;
		w = strtol(d, NULL, 10);
		if (end - b < 3 || !isdigit((unsigned char)*b))
			continue;
		h = strtol(b, NULL, 10);
		if ((w == 640 && h == 480) || (w == 800 && h == 600) || (w == 1024 && h == 768) ||
		    (w == 1280 && h == 1024))
			return 1;
	}
	return 0;
}

static int browser_notice(const char *s, size_t n)
{
	static const char *const w[] = {
		"best viewed", "up-to-date", "outdated", "upgrade your", "update your",
		"newer version", "enable javascript", "javascript is disabled",
	};
	/* a consent placeholder for a map or a video ("Please accept
	 * marketing cookies to view this map", "Akzeptieren Sie die
	 * Marketing-Cookies, um dieses Video zu sehen"): a short line that
	 * asks for the reader's consent to cookies to show something */
	static const char *const ok[] = {
		"accept", "consent", "akzeptier", "zustimm", "einwillig", "accepte",
		"autorise", "consentement", "acepta", "acepte", "consentimiento",
		"accetta", "consenso", "aceite", "consentimento",
		"accepteer", "toestemming",
	};
	static const char *const what[] = {
		"view", "watch", "load", "display", "show", "content", "map", "video",
		"anzeig", "laden", "ansehen", "inhalt", "karte", "afficher", "voir",
		"contenu", "carte", "mostrar", "contenido", "mapa", "visualizza",
		"vedere", "contenuto", "mappa", "bekijk", "inhoud", "kaart",
	};
	if (n <= CONSENT_MAX && has_ci(s, n, "cookie") && HAS_ANY_CI(s, n, ok) &&
	    HAS_ANY_CI(s, n, what))
		return 1;
	/* a short line saying a widget needs scripts ("This slideshow
	 * requires JavaScript.", "Bitte aktivieren Sie JavaScript") */
	static const char *const js[] = {
		"requir", "need", "enable", "turn on", "benötig", "erforder",
		"aktivier", "nécessite", "activ", "requiere", "habilit",
		"richied", "abilit", "vereist", "inschakel", "wymaga", "włącz",
	};
	if (n <= JS_MAX && has_ci(s, n, "javascript") && HAS_ANY_CI(s, n, js))
		return 1;
	/* a chart's or a widget's text until its script has run ("Chart
	 * wird geladen …", "Interaktive Grafik wird geladen...", "Loading
	 * chart...", "Chargement en cours…", "Cargando gráfico..."): a line
	 * of five words or fewer that ends with an ellipsis and says it is
	 * loading (a sentence's "... wurde der Akku nie geladen..." is longer) */
	static const char *const load[] = {
		"geladen", "loading", "chargement", "cargando", "caricamento", "carregando",
		"laden",
	};
	if (n <= LOADING_MAX && n > 3 &&
	    (!memcmp(s + n - 3, "...", 3) || !memcmp(s + n - 3, "\xE2\x80\xA6", 3)) &&
	    HAS_ANY_CI(s, n, load)) {
		int spaces = 0;
		for (size_t i = 0; i < n; i++)
			spaces += s[i] == ' ';
		if (spaces <= 4)
			return 1;
	}
	/* an old homepage's footer note on the screen it was made for
	 * ("Optimiert für Internet Explorer 5.0 bei 800x600", "Best viewed
	 * with Netscape 4 at 1024 x 768", "optimisé pour une résolution de
	 * 1024x768"): a screen size and a word for it */
	static const char *const fit[] = {
		"optimi", "best viewed", "am besten", "ottimizzat", "resolution", "auflösung",
		"résolution", "resolución", "risoluzione", "resolutie", "browser",
	};
	if (n <= SCREEN_MAX && screen_size(s, n) && HAS_ANY_CI(s, n, fit))
		return 1;
	return n <= 500 && memmem(s, n, "rowser", 6) &&
	       (has_ci(s, n, "this page") || has_ci(s, n, "this site")) && HAS_ANY_CI(s, n, w);
}

/* The site's legal notice, the footer and not the article: a copyright
 * mark or "All Rights Reserved" at one end of a block that names
 * trademarks, however long, or a short block that opens with the mark. */
static int legal_text(const char *s, size_t n)
{
	/* the mark opens a notice or closes it: only the ends are searched */
	size_t t = n > 120 ? n - 120 : 0;
	const char *e = s + t;
	if (!memmem(s, n < 16 ? n : 16, "\xC2\xA9", 2) && !memmem(e, n - t, "\xC2\xA9", 2) &&
	    !memmem(e, n - t, "All Rights Reserved", 19) &&
	    !memmem(e, n - t, "All rights reserved", 19) && !memmem(e, n - t, "ALL RIGHTS RESERVED", 19))
		return 0;
	/* a short notice starts with its mark; a long one names trademarks.
	 * A news agency's mark at the end of a story is part of the story. */
	if (memmem(s, n, "trademark", 9) || memmem(s, n, "Trademark", 9))
		return 1;
	return n < 250 && (memmem(s, n < 16 ? n : 16, "\xC2\xA9", 2) ||
	                   starts_with_ci(s, n, "copyright"));
}

/* The site's terms addressed to the reader, however long: "Use of this
 * website constitutes acceptance of our user agreement", a note under its
 * links that it is "not responsible for the content of external sites" (in
 * the major European languages), or a "Disclaimer:" about the site or its
 * copyright, or a press portal's line under PR_NOTICE characters that
 * whoever posted a press release is responsible for its content. A news
 * agency's notice ("... is expressly prohibited without the prior written
 * consent of") closes a story and is part of it. */
#ifndef PR_NOTICE
#define PR_NOTICE 300
#endif
static int site_notice(const char *s, size_t n)
{
	static const char *const ext[] = {
		"not responsible for the content of external",
		"nicht verantwortlich f\xC3\xBCr die inhalte externer",
		"nicht verantwortlich f\xC3\xBCr den inhalt externer",
		"keine haftung f\xC3\xBCr die inhalte externer",
		"pas responsable du contenu des sites externes",
		"responsable del contenido de los sitios externos",
		"responsable del contenido de sitios externos",
		"responsabile dei contenuti dei siti esterni",
		"responsabile del contenuto dei siti esterni",
	};
	/* a forum's list of the reader's rights ("You cannot reply to
	 * topics in this forum", one line for each) */
	static const char *const forum[] = {
		"in this forum", "in diesem forum", "dans ce forum", "en este foro",
		"in questo forum", "neste f\xC3\xB3rum", "in dit forum",
	};
	static const char *const pr_words[] = {
		"pressemitteilung", "press release", "communiqu\xC3\xA9", "comunicado",
		"comunicato", "persbericht",
	};
	static const char *const pr_resp[] = {
		"verantwortlich", "responsible", "responsable", "responsabil",
		"verantwoordelijk",
	};
	if (n < 60)
		return 0;
	if (has_ci(s, n, "constitutes acceptance"))
		return 1;
	/* "forum", "foro", "fórum" (the search below is the dear one) */
	int fo = memmem(s, n, "orum", 4) || memmem(s, n, "oro", 3) || memmem(s, n, "ORUM", 4) ||
	         memmem(s, n, "\xC3\xB3rum", 5);
	for (size_t i = 0; fo && i < sizeof forum / sizeof *forum; i++) {
		const char *p = memmem_ci(s, n, forum[i]);
		if (p && memmem_ci(p + 1, n - (size_t)(p + 1 - s), forum[i]))
			return 1;
	}
	/* "external", "externer", "externes", "externos", "esterni" */
	if ((memmem(s, n, "xtern", 5) || memmem(s, n, "sterni", 6)) && HAS_ANY_CI(s, n, ext))
		return 1;
	/* a press portal's line under each release: whoever posted it is
	 * responsible for its content ("Für den Inhalt der Pressemitteilung
	 * ist der Einsteller, ..., verantwortlich.", "The publisher is solely
	 * responsible for the content of this press release") */
	if (n < PR_NOTICE && (memmem(s, n, "erantwort", 9) || memmem(s, n, "esponsab", 8)) &&
	    HAS_ANY_CI(s, n, pr_words) && HAS_ANY_CI(s, n, pr_resp))
		return 1;
	return starts_with_ci(s, n, "disclaimer") &&
	       (has_ci(s, n, "copyright") || has_ci(s, n, "site"));
}

/* A health page's notice that it is no doctor's advice, above the text or
 * under it: "Dieser Artikel ... kann einen Arztbesuch nicht ersetzen",
 * "The information on this page does not replace the advice of your
 * doctor", "Les informations ... ne remplacent pas une consultation
 * médicale", "La información de esta ficha ... no sustituye la consulta
 * con un profesional sanitario", "non sostituiscono il parere del medico";
 * and the line a German drug's advert must carry ("Zu Risiken und
 * Nebenwirkungen lesen Sie die Packungsbeilage ..."). Under CARE_NOTICE
 * characters, a word for replacing (or self-diagnosis), one for a doctor
 * and one for the page's own text: a story's "Apps ersetzen den Arzt
 * nicht" names no page, and one that quotes a speaker on it ("Infos aus
 * dem Netz ersetzen keinen Arztbesuch, warnt die Expertin", "..., says
 * Dr. Smith") is the story's. */
#ifndef CARE_NOTICE
#define CARE_NOTICE 450
#endif
static int care_notice(const char *s, size_t n)
{
	static const char *const repl[] = {
		"ersetz", "replace", "substitut", "remplac", "sustitu", "sostitu", "vervang",
		"selbstdiagnose", "self-diagnos", "autodiagn",
	};
	static const char *const doc[] = {
		"arzt", "\xC3\xA4rzt", "doctor", "physician", "medic", "m\xC3\xA9" "dic",
		"m\xC3\xA9" "dec", "professional", "profesional", "professionnel", "sanitari",
		"huisarts",
	};
	static const char *const self[] = {
		"artikel", "article", "informati", "informaci", "informazion", "inhalt",
		"content", "contenu", "contenid", "contenut", "page", "pagina",
		"p\xC3\xA1gina", "seite", "site", "sitio", "sito", "ficha", "text", "testo",
	};
	if (n < 60 || n >= CARE_NOTICE)
		return 0;
	static const char *const said[] = {
		" sagt", " betont", " erkl\xC3\xA4rt", " warnt", " says", " said", " warns",
		" explique", " affirme", " afirma", " explica", " advierte", " spiega",
		" avverte", " zegt", " waarschuwt",
	};
	if (memmem(s, n, "Risiken und Nebenwirkungen", 26))
		return 1;
	return HAS_ANY_CI(s, n, repl) && HAS_ANY_CI(s, n, doc) && HAS_ANY_CI(s, n, self) &&
	       !HAS_ANY_CI(s, n, said);
}

/* A health page's line that names who checked the text, over it or under
 * it: "Medizinisch geprüft von Dr. med. ...", "Expertenprüfung durch:
 * Univ.-Prof. Dr. ...", "Fachlich geprüft von", "Medically reviewed by",
 * "Revisado por el Dr. ...", "Validé par le Dr ...", "Revisionato da",
 * "Medisch gecontroleerd door". A line under REVIEW_LINE characters that
 * opens with such words, however its box is named. */
#ifndef REVIEW_LINE
#define REVIEW_LINE 200
#endif
static int review_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"medizinisch gepr\xC3\xBC" "ft", "medizinisch \xC3\xBC" "berpr\xC3\xBC" "ft",
		"fachlich gepr\xC3\xBC" "ft", "\xC3\xA4rztlich gepr\xC3\xBC" "ft",
		"\xC3\x84rztlich gepr\xC3\xBC" "ft", "expertenpr\xC3\xBC" "fung",
		"medically reviewed", "medical review by", "fact checked by",
		"fact-checked by", "revisado por", "revisi\xC3\xB3n m\xC3\xA9" "dica",
		"valid\xC3\xA9 par", "relu par", "revisionato da", "verificato da",
		"medisch gecontroleerd", "medisch beoordeeld",
	};
	return n >= 12 && n < REVIEW_LINE && STARTS_ANY_CI(s, n, w);
}

static int has_digit(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] >= '0' && s[i] <= '9')
			return 1;
	return 0;
}

/* A price, short: a figure and a currency's sign or code ("€29", "$ 12.50",
 * "39,90 EUR", "CHF 120"). */
#ifndef PRICE_MAX
#define PRICE_MAX 30
#endif
static int price_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "eur", "chf", "usd", "gbp",
	};
	if (n >= PRICE_MAX || !has_digit(s, n))
		return 0;
	return has_any_ci(s, n, w, sizeof w / sizeof *w);
}

/* A network's count under a post's byline, its claps or likes rounded
 * to thousands or millions: "1.2K", "15K", "2,3 Mio.", a figure and the
 * suffix alone (a figure alone may be a list's number, "5m" a length). */
static int social_count(const char *s, size_t n)
{
	static const char *const suf[] = {
		"K", "k", "M", " K", " M", " Tsd.", " Mio.",
	};
	size_t i = 0;
	while (i < n && (isdigit((unsigned char)s[i]) ||
	                 (i && (s[i] == '.' || s[i] == ',') && i + 1 < n &&
	                  isdigit((unsigned char)s[i + 1]))))
		i++;
	if (!i || n > 12)
		return 0;
	for (size_t k = 0; k < sizeof suf / sizeof *suf; k++)
		if (n - i == strlen(suf[k]) && !memcmp(s + i, suf[k], n - i))
			return 1;
	return 0;
}

/* A review's score in its verdict box, out of the text: a figure alone
 * with a decimal or out of a scale ("8,6", "4,5/5"), or a figure and the
 * word for a score or a grade, under 40 characters ("VOTO 8.8", "Our
 * Score 8", "4,0Gesamtwertung", "Note: 1,4 (sehr gut)", "Eindoordeel
 * 8,5", "Note globale 4/5"), the count of votes after it or not ("4.6
 * (128)"). One figure of three digits at most ("Testsieger 2026" is
 * none); a quantity, "1/2 Tasse Mehl", names no score. */
static int score_line(const char *s, size_t n)
{
	/* whole words; the heads of German and Dutch compounds may close one
	 * ("Gesamtwertung", "Eindoordeel"), the others open it too
	 * ("Operating System: gOS V2" is none) */
	static const char *const head[] = {
		"note", "wertung", "punkte", "urteil", "oordeel", "cijfer",
	};
	static const char *const word[] = {
		"score", "rating", "voto", "nota", "punteggio", "puntuaci\xC3\xB3n",
		"valoraci\xC3\xB3n", "verdict",
	};
	size_t i = 0, a;
	int dec = 0, frac = 0;
	if (n > 40)
		return 0;
	while (i < n && !isdigit((unsigned char)s[i]))
		i++;
	if (i == n)
		return 0;
	for (a = i; i < n && isdigit((unsigned char)s[i]); i++)
		;
	if (i - a > 3)
		return 0;
	if (i + 1 < n && (s[i] == '.' || s[i] == ',') && isdigit((unsigned char)s[i + 1])) {
		size_t d = ++i;
		while (i < n && isdigit((unsigned char)s[i]))
			i++;
		if (i - d > 2)
			return 0;
		dec = 1;
	}
	/* out of a rating's scale, 5, 6, 10, 20 or 100 ("4,5/5", "16/20", a
	 * travel portal's "5,6/6"; a season, "21/22", is none) */
	if (i < n && s[i] == '/' && i + 1 < n && isdigit((unsigned char)s[i + 1])) {
		long num = strtol(s + a, NULL, 10), den = 0;
		for (i++; i < n && isdigit((unsigned char)s[i]) && den < 1000; i++)
			den = den * 10 + (s[i] - '0');
		if ((den == 5 || den == 6 || den == 10 || den == 20 || den == 100) && num <= den)
			frac = 1;
		else
			return 0;
	}
	/* the count of votes after it in brackets, a shop's "4.6 (128)" */
	if ((dec || frac) && a == 0) {
		size_t k = i + (i < n && s[i] == ' ');
		if (k + 2 < n && s[k] == '(' && s[n - 1] == ')') {
			for (k++; k < n - 1 && isdigit((unsigned char)s[k]); k++)
				;
			if (k == n - 1)
				return 1;
		}
	}
	for (size_t k = i; k < n; k++)
		if (isdigit((unsigned char)s[k]))
			return 0;
	if (a == 0 && i == n)
		return dec || frac;
	for (size_t k = 0; k < sizeof head / sizeof *head + sizeof word / sizeof *word; k++) {
		int h = k < sizeof head / sizeof *head;
		const char *wk = h ? head[k] : word[k - sizeof head / sizeof *head];
		size_t wl = strlen(wk);
		for (const char *p = s; (p = memmem_ci(p, n - (size_t)(p - s), wk)); p++) {
			size_t e = (size_t)(p - s) + wl;
			if ((e == n || (!isalpha((unsigned char)s[e]) && !(s[e] & 0x80))) &&
			    (h || p == s || (!isalpha((unsigned char)p[-1]) && !(p[-1] & 0x80))))
				return 1;
			if (e >= n)
				break;
		}
	}
	return 0;
}

/* An affiliate plugin's offer box run into one line, the product's name,
 * its price and the call to buy ("Barista One, 15 bar ab 249,99 € Bei
 * Amazon kaufen Preis inkl. MwSt. ... Letzte Aktualisierung am
 * 27.11.2026"): under 300 characters, a price and a shop's call, not a
 * sentence ("Sie ist bei Amazon für 249 € erhältlich." is the text). */
static int offer_box(const char *s, size_t n)
{
	static const char *const buy[] = {
		"bei amazon", "at amazon", "sur amazon", "en amazon", "su amazon", "bij amazon",
		"zum angebot", "jetzt kaufen", "buy now", "view deal", "check price",
		"preis pr\xC3\xBC" "fen", "voir l'offre", "ver oferta", "vedi offerta",
		"bekijk aanbieding",
	};
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF",
	};
	if (n >= 300 || n < 12 || ends_sentence(s, n) || !HAS_ANY_CI(s, n, cur))
		return 0;
	return has_digit(s, n) && HAS_ANY_CI(s, n, buy);
}

/* The title of a table of contents over its links to the page's
 * sections, "Sommaire", "Inhaltsverzeichnis", "Contents" (select_blocks
 * checks that links come next). */
static int toc_title(const char *s, size_t n)
{
	static const char *const w[] = {
		"inhaltsverzeichnis", "inhalt", "sommaire", "contents", "table of contents",
		"\xC3\xADndice", "indice", "contenido", "sommario", "inhoudsopgave", "inhoud",
		"in diesem artikel", "in this article", "dans cet article", "en este art\xC3\xAD"
		"culo", "in questo articolo", "in dit artikel", "auf dieser seite", "on this page",
	};
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	if (n > 20)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (n == strlen(w[k]) && starts_with_ci(s, n, w[k]))
			return 1;
	return 0;
}

/* A price alone on its line, "CHF 549.–", "ab 39,99 €", "$1,099", "dès
 * 149 €": a shop's card or an offer's box in a review, no text (a spec
 * list's "Preis: 349 Euro", "Price: $1,099" names what it is and stays). */
static int price_only(const char *s, size_t n)
{
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF", "USD", "GBP", "Fr.",
	};
	static const char *const from[] = {
		"ab ", "from ", "d\xC3\xA8s ", "desde ", "da ", "vanaf ", "nur ", "only ",
		"\xC3\xA0 partir de ",
	};
	size_t i = 0;
	int cur_seen = 0, dig = 0;
	if (n >= PRICE_MAX || !has_digit(s, n))
		return 0;
	for (size_t k = 0; k < sizeof from / sizeof *from; k++)
		if (starts_with_ci(s, n, from[k])) {
			i = strlen(from[k]);
			break;
		}
	while (i < n) {
		size_t l = 0;
		for (size_t k = 0; k < sizeof cur / sizeof *cur && !l; k++) {
			size_t cl = strlen(cur[k]);
			if (n - i >= cl && !memcmp(s + i, cur[k], cl))
				l = cl;
		}
		if (l) {
			cur_seen = 1;
			i += l;
		} else if (isdigit((unsigned char)s[i])) {
			dig = 1;
			i++;
		} else if (strchr(" .,'-*", s[i])) {
			i++;
		} else if (n - i >= 3 && !memcmp(s + i, "\xE2\x80\x93", 3)) {
			i += 3;  /* "549.–" */
		} else if (n - i >= 2 && !memcmp(s + i, "\xC2\xA0", 2)) {
			i += 2;
		} else {
			return 0;
		}
	}
	return cur_seen && dig;
}

/* A rating widget's line that closes with its count of votes in brackets,
 * "Leserwertung 7.9 (23 Stimmen)", "4.6 (120 votes)": readers' ratings
 * under a review or a recipe, no sentence of the text. So is a line that
 * names the readers' rating and holds its count anywhere, its buttons or
 * its call run on after it: a game review's score box, "Eure Wertung
 * 2.314 Stimmen", "Note des lecteurs 17,2/20 (412 avis) Donnez votre
 * avis", "Voto dei lettori 8,1 (96 voti)" (a count alone, "CDU 12.345
 * Stimmen", an election's result, is none). */
static int vote_count(const char *s, size_t n)
{
	static const char *const w[] = {
		"votes", "vote", "ratings", "rating", "reviews", "stimmen", "stimme",
		"bewertungen", "bewertung", "avis", "votos", "voto", "valoraciones",
		"voti", "stemmen",
	};
	static const char *const rated[] = {
		"wertung", "rating", "score", "note ", "voto ", "valoraci", "beoordeling",
	};
	if (n > 80 || !n)
		return 0;
	if (s[n - 1] != ')') {
		/* a figure, then a space and a word of the count at a word's
		 * end: "2.314 Stimmen", "(412 avis)" */
		for (size_t i = 1; i + 1 < n; i++) {
			if (s[i] != ' ' || !isdigit((unsigned char)s[i - 1]))
				continue;
			for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
				size_t l = strlen(w[k]);
				if (n - i - 1 >= l && !strncasecmp(s + i + 1, w[k], l) &&
				    (n - i - 1 == l || !isalpha((unsigned char)s[i + 1 + l])))
					return !ends_sentence(s, n) && HAS_ANY_CI(s, n, rated);
			}
		}
		return 0;
	}
	size_t o = n - 1;
	while (o > 0 && s[o - 1] != '(')
		o--;
	if (!o)
		return 0;
	size_t i = o, d = 0;
	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == '.' || s[i] == ','))
		d += isdigit((unsigned char)s[i++]) != 0;
	if (!d || i >= n || s[i] != ' ')
		return 0;
	i++;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (n - 1 - i == strlen(w[k]) && !strncasecmp(s + i, w[k], n - 1 - i))
			return 1;
	return 0;
}

/* A review's score in a paragraph of its text, the verdict's last line
 * ("<p><strong>Bewertung: 4 von 5 Sternen</strong></p>", "Voto: 8/10",
 * "Wertung: 8,5/10") right under a paragraph of prose, its sibling: the
 * critic's sentence, no score box's. */
static int body_score(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	if (!(b->tag & F_P) || i <= first || !b->punct)
		return 0;
	const struct block *a = &b[-1];
	return (a->tag & F_P) && !(a->tag & F_HEAD) && a->chars >= 80 && !a->link_chars &&
	       nd[a->owner].parent == nd[b->owner].parent && nd[a->owner].nearest_neg < 0;
}

/* A performance's line in a theatre's, opera's or concert hall's list of
 * dates, a date and a time closed by a link to buy its tickets ("Sa,
 * 12.10.2024, 19:30 Uhr Großes Haus <a>Tickets</a>", "ven. 18/10, 20h
 * <a>Billets</a>", "<a>Biglietti</a>", "<a>Entradas</a>", "<a>Kaarten</a>")
 * or by its sold-out mark ("Ausverkauft", "Sold out", "Complet",
 * "Esaurito", "Agotado", "Uitverkocht"): 1 for a linked call, 2 for the
 * mark; a box office's widget, not the text of the production. Under 100
 * characters with a digit; a call's link is the call alone. */
static int ticket_line(const struct block *b, const char *s)
{
	static const char *const call[] = {
		"tickets", "ticket", "karten", "billets", "biglietti", "entradas",
		"kaarten", "buy tickets", "tickets kaufen", "karten kaufen",
	};
	static const char *const gone[] = {
		"ausverkauft", "sold out", "complet", "esaurito", "agotado",
		"uitverkocht",
	};
	size_t n = b->len;
	if (b->chars >= 100 || b->chars < 12)
		return 0;
	int digit = 0;
	for (size_t i = 0; i < n && !digit; i++)
		digit = isdigit((unsigned char)s[i]) != 0;
	if (!digit)
		return 0;
	for (int g = 0; g < 2; g++) {
		const char *const *w = g ? gone : call;
		size_t nw = g ? sizeof gone / sizeof *gone : sizeof call / sizeof *call;
		for (size_t k = 0; k < nw; k++) {
			size_t l = strlen(w[k]);
			if (n > l && s[n - l - 1] == ' ' && !strncasecmp(s + n - l, w[k], l) &&
			    (g ? !b->link_chars : b->link_chars == (int)l))
				return g + 1;
		}
	}
	return 0;
}

/* Is block i a line of a list of performances: a ticket line (above) next
 * to another one, one of them a linked call? */
static int ticket_run(const struct extractor *x, int i, int first, int end)
{
	const struct block *bl = x->blocks;
	int t = ticket_line(&bl[i], x->text.p + bl[i].off);
	if (!t)
		return 0;
	int p = i > first ? ticket_line(&bl[i - 1], x->text.p + bl[i - 1].off) : 0;
	int q = i + 1 < end ? ticket_line(&bl[i + 1], x->text.p + bl[i + 1].off) : 0;
	return (p || q) && (t == 1 || p == 1 || q == 1);
}

/* A line of a shop's buy box beside the product's text: its number
 * ("Artikelnummer: GS-FLEX-25", "Réf. : 1234", "SKU: X-1"), its delivery
 * time ("Lieferzeit: 1 - 3 Werktage", "Délai de livraison", "Plazo de
 * entrega", "Levertijd"), its stock alone ("Sofort verfügbar", "En stock",
 * "Op voorraad") or the note on tax and shipping under the price ("inkl.
 * MwSt. zzgl. Versand", "Impuestos incluidos", "Inclusief belasting.
 * Verzendkosten ...", "Taxes included."), each opening a short line: none
 * a sentence of the description. */
#ifndef SHOP_LINE
#define SHOP_LINE 80
#endif
/* select_blocks' verdict on such a line: dropped, and passed over by the
 * context sweeps (a spec table's title after the buy box is judged by the
 * description above it); and on a caption that is no sentence nor kept
 * between kept blocks, a credit ("Foto: dpa/..."): the heading over the
 * picture is judged by the text below it */
#define SHOP_OUT (-7)
static int tax_note(const char *s, size_t n)
{
	static const char *const tax[] = {
		"inkl. mwst", "inkl. gesetzl", "inkl. 19", "inkl. 7 ", "inkl. 20",
		"inkl. ust", "zzgl. versand", "exkl. mwst", "incl. btw", "inclusief btw",
		"inclusief belasting", "excl. btw", "taxes included", "tax included",
		"taxes incluses", "tva incluse", "ttc", "prix ttc", "impuestos incluidos",
		"iva incluido", "iva incluida", "iva inclusa", "iva compresa",
		"prezzo iva", "including vat", "incl. vat",
	};
	while (n && (*s == '*' || *s == ' ')) {
		s++;
		n--;
	}
	if (n >= SHOP_LINE + 40)
		return 0;
	return STARTS_ANY_CI(s, n, tax);
}

static int shop_line(const char *s, size_t n)
{
	static const char *const label[] = {
		"artikelnummer", "art.-nr", "art.nr", "art. nr", "artikel-nr",
		"produktnummer", "bestellnummer", "lieferzeit:", "lieferzeit ca",
		"sku:", "sku ", "ugs :", "ugs:", "r\xC3\xA9" "f. :", "r\xC3\xA9" "f.:",
		"r\xC3\xA9" "f\xC3\xA9rence :", "d\xC3\xA9lai de livraison",
		"referencia ", "plazo de entrega", "codice articolo", "cod. articolo",
		"tempi di consegna", "levertijd", "artikelnummer:", "delivery time",
		"sofort verf\xC3\xBCgbar", "sofort lieferbar", "auf lager",
		"vorr\xC3\xA4tig", "en stock", "in stock", "op voorraad",
		"disponibilit\xC3\xA0 immediata", "nicht vorr\xC3\xA4tig",
		"out of stock", "rupture de stock", "agotado",
	};
	if (n >= SHOP_LINE)
		return tax_note(s, n);
	return STARTS_ANY_CI(s, n, label) || tax_note(s, n);
}

/* A line of a recipe's times, named for cooking and a figure of minutes or
 * hours ("Vorbereitungszeit 30 Min.", "Prep Time: 5 minutes", "Temps de
 * cuisson : 1 h", "Tiempo de preparación 15 minutos", "Cottura: 40 min",
 * "Kooktijd 30 minuten"; the label first, the unit may be missing): the
 * recipe's, though its box is named a time; a reading time ("Lesezeit 3
 * Min.") names no cooking. */
#ifndef RECIPE_TIME
#define RECIPE_TIME 80
#endif
static int recipe_time(const char *s, size_t n)
{
	static const char *const what[] = {
		"vorbereitung", "zubereitung", "arbeitszeit", "kochzeit", "backzeit",
		"garzeit", "ruhezeit", "gesamtzeit", "prep", "cook", "total time",
		"bake", "pr\xC3\xA9paration", "cuisson", "repos", "temps total",
		"preparaci\xC3\xB3n", "cocci\xC3\xB3n", "tiempo total", "preparazione",
		"cottura", "riposo", "bereiding", "kooktijd", "oventijd", "totale tijd",
		/* Portuguese and Polish ("Tempo de preparo: 20 min",
		 * "Gotowanie: 15 minut", "Przygotowanie: 1 godzina") */
		"preparo", "prepara\xC3\xA7\xC3\xA3o", "cozedura", "cozimento", "forno",
		"przygotowanie", "gotowanie", "pieczenie",
	};
	static const char *const unit[] = {
		"min", "std", "stunde", "hour", "hr", "heure", "hora", "ora", "uur", " h",
		"godz",
	};
	if (n >= RECIPE_TIME || !has_digit(s, n))
		return 0;
	/* the unit may be a hidden label's ("30 <span aria-hidden>Min.") */
	return STARTS_ANY_CI(s, n, what) || (HAS_ANY_CI(s, n, unit) && HAS_ANY_CI(s, n, what));
}

/* A threaded board's line over each comment that opens with the toggle
 * that folds it, then its author, score and age: "[\xE2\x80\x93]bb_whisperer
 * 41 points 4 days ago", "[\xE2\x80\x93]ETFonkel[M] 186 Punkte vor 2 Tagen",
 * "[+]pedalo 3 puntos hace 1 hora (2 hijos)": the post's byline, no text
 * of it (a toggle, then a figure and a word of points). */
static int fold_tagline(const char *s, size_t n)
{
	if (n < 8 || n > 120 || s[0] != '[' ||
	    (!((s[1] == '-' || s[1] == '+') && s[2] == ']') &&
	     memcmp(s + 1, "\xE2\x80\x93]", 4)))
		return 0;
	for (size_t i = 4; i + 3 < n; i++)
		if (s[i] == ' ' && isdigit((unsigned char)s[i - 1]) &&
		    (s[i + 1] == 'p' || s[i + 1] == 'P') &&
		    strchr("ouU", s[i + 2]))
			return 1;  /* "points", "Punkte", "puntos", "punti", "punten" */
	return 0;
}

/* A forum's counters under a post or a thread: who reads it ("Users
 * browsing this forum: No registered users and 3 guests", "0 Mitglieder und
 * 3 Gäste"), who thanked or liked the post ("The Following 2 Users Say Thank
 * You to X For This Useful Post:", "1 person likes this", "1 Person gefällt
 * das"): a count of people, not a sentence of the post. */
static int forum_counter(const char *s, size_t n)
{
	static const char *const w[] = {
		"users browsing this", "say thank you to", "for this useful post",
		"sagen danke", "f\xC3\xBCr diesen n\xC3\xBCtzlichen beitrag",
	};
	/* closing the line */
	static const char *const likes[] = {
		"person likes this", "people like this", "others like this",
		"person gef\xC3\xA4llt das", "personen gef\xC3\xA4llt das",
		"personne aime \xC3\xA7" "a", "personnes aiment \xC3\xA7" "a",
		"persona le gusta esto", "personas les gusta esto",
	};
	static const char *const guests[] = {
		"guest", "g\xC3\xA4ste", "gast", "invit\xC3\xA9", "invitado", "ospiti", "gasten",
	};
	static const char *const members[] = {
		"member", "users", "mitglied", "benutzer", "membre", "utilisateur", "miembro",
		"usuario", "utenti", "leden",
	};
	if (n > 200)
		return 0;
	if (HAS_ANY_CI(s, n, w))
		return 1;
	size_t e = n && s[n - 1] == '.' ? n - 1 : n;
	for (size_t i = 0; i < sizeof likes / sizeof *likes; i++) {
		size_t l = strlen(likes[i]);
		if (e >= l && !strncasecmp(s + e - l, likes[i], l))
			return 1;
	}
	/* a guestbook's count of its entries over them ("Es sind 214 Einträge
	 * im Gästebuch. Eintrag hinzufügen", "There are 214 entries in the
	 * guestbook") */
	static const char *const books[] = {
		"g\xC3\xA4stebuch", "guestbook", "guest book", "livre d'or",
		"libro de visitas", "libro degli ospiti", "gastenboek",
	};
	static const char *const entries[] = {
		"eintr\xC3\xA4ge", "entries", "entr\xC3\xA9" "es", "entradas", "messaggi",
		"berichten",
	};
	if (n <= 120 && has_digit(s, n) && HAS_ANY_CI(s, n, books) && HAS_ANY_CI(s, n, entries))
		return 1;
	/* "0 members and 3 guests": counted, never a sentence about guests */
	return n <= 120 && has_digit(s, n) && HAS_ANY_CI(s, n, guests) &&
	       HAS_ANY_CI(s, n, members);
}

/* A forum post's author box: two or more of its labels, each opening a
 * line ("Joined: Jun 2004", "Posts: 5342", "Location: England",
 * "Registrato dal: Mar 2019", "Registrado desde: ene 2020"; vBulletin's
 * own translations, "Data registrazione: Mar 2019", "Date d'inscription:
 * mars 2012", "Geregistreerd op: jan 2015"). */
static const char *const author_labels[] = {
	"joined:", "join date:", "posts:", "location:", "registered:", "member since:",
	"beitr\xC3\xA4ge:", "registriert:", "registriert seit:", "dabei seit:",
	"mitglied seit:", "wohnort:", "messages:", "inscrit le:", "inscription:",
	"mensajes:", "registrado:", "ubicaci\xC3\xB3n:", "fecha de ingreso:", "messaggi:",
	"iscritto il:", "iscritto:", "localit\xC3\xA0:", "berichten:", "geregistreerd:",
	"lid sinds:", "registrato dal:", "registrato il:", "iscritto dal:",
	"registrado desde:", "inscrit depuis:", "data registrazione:",
	"data di registrazione:", "date d'inscription:", "geregistreerd op:",
};

static int author_label(const char *s, size_t n)
{
	return STARTS_ANY_CI(s, n, author_labels);
}

static int author_box(const char *s, size_t n)
{
	if (n > 300)
		return 0;
	int hits = 0;
	for (size_t i = 0; i < n; i++)
		if ((!i || s[i - 1] == '\n') && author_label(s + i, n - i))
			hits++;
	return hits >= 2;
}

/* The same labels a line each in blocks of their own, vBulletin 3's
 * "<div>Fecha de Ingreso: ene 2024</div><div>Mensajes: 3</div>": a short
 * block that opens with one, next to another such block. */
#define AUTHOR_LINE 60
static int author_lines(const struct extractor *x, int i, int first, int end)
{
	const struct block *b = &x->blocks[i];
	if (b->len > AUTHOR_LINE || b->link_chars * 2 > b->chars ||
	    !author_label(x->text.p + b->off, b->len))
		return 0;
	for (int j = i - 1; j <= i + 1; j += 2) {
		if (j < first || j >= end)
			continue;
		const struct block *e = &x->blocks[j];
		if (e->len <= AUTHOR_LINE && author_label(x->text.p + e->off, e->len))
			return 1;
	}
	return 0;
}

/* A search-engine keyword list ("actions, bag, aim, definition, acid,
 * ..."): 20+ words, a comma for every third, no function word, and two
 * thirds of the words in lower case (a list of names is capitalized). Only
 * on English pages, where the stopword test means something. */
static int keyword_list(const struct block *b, const char *s)
{
	/* "sales,region,trade,market,...": commas with no space after them
	 * between words, more of them than there are words */
	int glued = 0;
	for (size_t i = 1; i + 1 < b->len; i++)
		if (s[i] == ',' && isalpha((unsigned char)s[i - 1]) && isalpha((unsigned char)s[i + 1]))
			glued++;
	if (glued >= 8 && glued > b->words && !b->link_chars)
		return 1;
	if (b->words < 20 || b->stops || b->commas * 3 < b->words)
		return 0;
	int lower = 0;
	for (size_t i = 0; i < b->len; i++)
		if (s[i] >= 'a' && s[i] <= 'z' && (i == 0 || !isalnum((unsigned char)s[i - 1])))
			lower++;
	return lower * 3 >= b->words * 2;
}

/* The table cell a block is (a td or th), or whose one block it is (a
 * shop's attribute table: "<td><p>Kreta</p></td>"), or -1. */
static int in_cell(const struct node *nodes, const struct block *b)
{
	if (b->tag & F_TD)
		return b->owner;
	int p = nodes[b->owner].parent;
	if (p >= 0 && (nodes[p].tag & F_TD) &&
	    nodes[p].end_block - nodes[p].first_block == 1)
		return p;
	return -1;
}

/* A line of a recipe's ingredients: under INGR_LINE characters in a box
 * named for them, mostly plain text or an item of a list or table (its name
 * linked: "<td><a>Kartoffeln</a>, mehligkochend"); a line of links alone
 * there is a tag cloud's. */
#ifndef INGR_LINE
#define INGR_LINE 80
#endif
static int ingr_line(const struct node *nodes, const struct block *b)
{
	return nodes[b->owner].ingr && b->chars < INGR_LINE &&
	       (b->link_chars * 2 <= b->chars || (b->tag & (F_LI | F_TD | F_TR)) ||
	        in_cell(nodes, b) >= 0);
}

/* A download: a link to a file with its size after it ("Satzung (212,8
 * KiB)", "Checkliste 245 KB", "Flyer [PDF, 1,2 MB]"), a line under
 * DL_LINE characters: a CMS's list of files (Contao's "ce_downloads",
 * TYPO3's "ce-uploads"), the content of a page of forms, no menu. */
#ifndef DL_LINE
#define DL_LINE 200
#endif
static int download_line(const struct block *b, const char *s)
{
	static const char *const unit[] = {
		"kb", "kib", "mb", "mib", "gb", "bytes", "byte", "ko", "mo",
	};
	size_t n = (size_t)b->len;
	if (!b->link_chars || b->chars >= DL_LINE)
		return 0;
	while (n && (s[n - 1] == ')' || s[n - 1] == ']' || s[n - 1] == ' '))
		n--;
	size_t e = n;
	while (n && isalpha((unsigned char)s[n - 1]))
		n--;
	size_t ul = e - n, k = 0;
	for (; k < sizeof unit / sizeof *unit; k++)
		if (ul == strlen(unit[k]) && !strncasecmp(s + n, unit[k], ul))
			break;
	if (k == sizeof unit / sizeof *unit)
		return 0;
	if (n && s[n - 1] == ' ')
		n--;
	size_t d = n;
	while (n && (isdigit((unsigned char)s[n - 1]) || s[n - 1] == '.' ||
	             s[n - 1] == ','))
		n--;
	if (n == d || !isdigit((unsigned char)s[d - 1]))
		return 0;
	return n && (s[n - 1] == ' ' || s[n - 1] == '(' || s[n - 1] == '[');
}

/* Is block i one of DL_RUN or more downloads in a row (a list of files;
 * one or two after an article, "Download the report (369KB)", "slides
 * (PDF 900KB)", are its links, no content)? */
#ifndef DL_RUN
#define DL_RUN 3
#endif
static int download_run(const struct extractor *x, int i)
{
	const struct block *bl = x->blocks;
	if (!download_line(&bl[i], x->text.p + bl[i].off))
		return 0;
	int n = 1;
	for (int k = i - 1; k >= 0 && n < DL_RUN &&
	     download_line(&bl[k], x->text.p + bl[k].off); k--)
		n++;
	for (int k = i + 1; k < x->nblocks && n < DL_RUN &&
	     download_line(&bl[k], x->text.p + bl[k].off); k++)
		n++;
	return n >= DL_RUN;
}

/* A forum post's signature under its rule of underscores, in a box of its
 * own: vBulletin's "__________________<br>125l planted | 60l shrimp",
 * phpBB's "_________________<br>Gruß, Klaus". Boilerplate. A rule alone
 * is a separator in the text (the WCEB golds keep it). */
#define SIGN_RULE 10
static int sign_rule(const char *s, size_t n)
{
	if (n < SIGN_RULE + 3 || s[0] != '_')
		return 0;
	size_t k = strspn(s, "_");
	return k >= SIGN_RULE && k + 3 < n;
}

/* A forum thread's table head, two cells: "Autor" | "Nachricht" (phpBB 2
 * and its kin over the posts: "Author" | "Message", "Auteur" | "Message",
 * "Autor" | "Mensaje", "Autore" | "Messaggio", "Auteur" | "Bericht"). */
static int word_is(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (strlen(w[i]) == n && !strncasecmp(s, w[i], n))
			return 1;
	return 0;
}

static int thread_head(const struct extractor *x, int i)
{
	static const char *const who[] = {"author", "autor", "auteur", "autore"};
	static const char *const what[] = {
		"message", "nachricht", "mensaje", "messaggio", "bericht", "beitrag",
		"mensagem",
	};
	const struct block *b = &x->blocks[i];
	if (!(b->tag & F_TD) || b->chars > 10 || b->link_chars)
		return 0;
	const char *s = x->text.p + b->off;
	int a = word_is(s, b->len, who, sizeof who / sizeof *who) ? i :
	        i > 0 && word_is(s, b->len, what, sizeof what / sizeof *what) ? i - 1 : -1;
	if (a < 0 || a + 1 >= x->nblocks)
		return 0;
	const struct block *l = &x->blocks[a], *r = &x->blocks[a + 1];
	const struct node *nd = x->nodes;
	return (l->tag & F_TD) && (r->tag & F_TD) &&
	       nd[l->owner].parent == nd[r->owner].parent &&
	       word_is(x->text.p + l->off, l->len, who, sizeof who / sizeof *who) &&
	       word_is(x->text.p + r->off, r->len, what, sizeof what / sizeof *what);
}

/* A pager's line: page numbers in a row, three or more ("1 2 3", "| 1 | 2
 * | 3 |"), at most PAGER_WORDS words besides them and signs ("Seite: 1 2 3
 * 4 5 ... 18 »", "Einträge 1 - 5 von 87 Seite: 1 2 3", "Pages: « 1 2 3
 * »"): an old guestbook's or forum's, no box named a pager around it; or
 * two under a label and nothing else ("Seiten: 1 2"). A date or a score has
 * no such run. */
#define PAGER_WORDS 3
#define PAGER_MAX 120
static int pager_line(const char *s, size_t n)
{
	int words = 0, run = 0, best = 0, label = 0;
	long prev = -1;
	for (size_t i = 0; i < n;) {
		while (i < n && s[i] == ' ')
			i++;
		size_t a = i;
		int digits = 0;
		for (; i < n && s[i] != ' '; i++)
			digits += isdigit((unsigned char)s[i]) != 0;
		if (i == a)
			break;
		/* a word opens with a letter (UTF-8 from 0xc3: "Einträge"),
		 * a sign does not ("...", "|", "»" is 0xc2 0xbb) */
		unsigned char c = (unsigned char)s[a];
		if (digits && (size_t)digits == i - a && digits <= 4) {
			long v = strtol(s + a, NULL, 10);
			run = v == prev + 1 ? run + 1 : 1;
			prev = v;
			if (run > best)
				best = run;
		} else if (isalpha(c) || c >= 0xc3 || digits) {
			if (++words > PAGER_WORDS)
				return 0;
			label = words == 1 && a == 0 && s[i - 1] == ':';
			prev = -1;
		}
	}
	/* two pages under their label alone: a post split by WordPress's
	 * wp_link_pages, "Seiten: 1 2", "Pages: 1 2", "Pagine: 1 2" */
	return best >= 3 || (best == 2 && label && words == 1);
}

#define CELL_WORDS 3
/* Is block b's owner a box of its own within its table cell, named the
 * text of a post (H_POS: "<td><div id=post_message_7>")? A cell named
 * so itself is a layout's ("<td class=ArticleText>" round a sidebar's
 * lines as round the story's). */
static int pos_box(const struct node *nodes, const struct block *b)
{
	return !(b->tag & F_TD) && (nodes[b->owner].hint & H_POS);
}

static double block_weight(const struct block *b, const struct node *nodes, const char *s,
                           int english)
{
	double len = b->chars;
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	const struct node *o = &nodes[b->owner];
	if (embed_placeholder(s, b->len))
		return 0;  /* a consent tool's placeholder in the body, its box
		            * named a consent box or not: the post goes on below */
	if (o->nearest_neg >= 0)
		return -len;
	if (o->navtext & NAV_PRICE)
		return 0;  /* a line of a price box: data, as a cell */
	if (is_teaser(b, s))
		return -len;
	if (legal_text(s, b->len) || browser_notice(s, b->len) || site_notice(s, b->len) ||
	    forum_counter(s, b->len))
		return -len;
	if (ingr_line(nodes, b))
		return 0;  /* an ingredient ("2 EL Butter"): data, as a cell */
	if (ld > 0.5 && (b->tag & F_HEAD))
		return 0;  /* a heading that links to itself or its section */
	if (ld > 0.5 && linked_prose(b, ld))
		return 0.3 * len;
	if (ld > 0.5 && (b->tag & F_P) && b->words >= 10)
		return -len * (ld - 0.5) * 2;  /* a link-heavy paragraph, not a menu */
	if (ld > 0.5)
		return -len;
	/* a table cell: data, neither content nor boilerplate; a sentence
	 * of CELL_WORDS words or more that closes with its stop, in a box
	 * named a post's text, is text: a board's post a row, one line long
	 * ("<td class=alt1><div id=post_message_7>Perfetto, grazie mille!
	 * </div>", "Sì, da ieri è aperto fino in cima.") */
	if (((b->tag & F_TR) || in_cell(nodes, b) >= 0) && b->chars < 80)
		return b->words >= CELL_WORDS && !b->link_chars && ends_sentence(s, b->len) &&
		       pos_box(nodes, b) ? len : 0;
	if (b->chars < 40 && b->punct == 0 && !(b->tag & F_HEAD))
		return -0.5 * len;
	double w = len * (1 - 1.5 * ld);
	if (english && b->words >= 8 && b->stops == 0)
		w *= 0.5;  /* English words without a single function word: a list */
	return w;
}

#ifndef NPROSE_MIN
#define NPROSE_MIN 2
#endif
#ifndef NAME_PROSE
#define NAME_PROSE 700
#endif
/* A gallery (a caption hint on an element of GAL_HEADS+ headings, each a
 * picture's title) in an article with GAL_OUT+ of prose outside it is not
 * the article: a site's "news in pictures" set in its body. */
#ifndef GAL_HEADS
#define GAL_HEADS 3
#endif
#ifndef GAL_OUT
#define GAL_OUT 1500
#endif
static int date_link(const char *s, size_t n);

#ifndef NAMED_BOXES
#define NAMED_BOXES 2
#endif
#ifndef NAMED_SHARE
#define NAMED_SHARE 0.5
#endif
#define TOP_KEEP 9  /* select_blocks: nothing decided above a block */
#ifndef NAMED_MAX
#define NAMED_MAX 0.8
#endif
#ifndef NAME_LINES
#define NAME_LINES 2
#endif
#ifndef NAV_TEXT
#define NAV_TEXT 200
#endif

/* A thread whose posts are all named comments (Invision Community: each
 * post an <article class="ipsComment">, its text in "comment-123_wrap") is
 * the page's content, not a story's readers' comments: comment-named boxes
 * (not one holding over COMMENT_PAGE of the prose: the page's wrapper) hold
 * CM_SHARE of the page's prose or more (a guest's sign-up box, a cookie
 * banner hold some), the first of them comes after the headline and no
 * article's body comes between: under CM_BEFORE characters of text outside
 * hints and headings, and no box of article markup (<article>, <main>,
 * "entry-content") that ends above the first (a post of a video alone).
 * Its comment words are then names, not boilerplate (other words still
 * are: "ipsComment_tools"). */
#ifndef CM_SHARE
#define CM_SHARE 0.5
#endif
#ifndef CM_BEFORE
#define CM_BEFORE 100
#endif
#ifndef CM_POST
#define CM_POST 600
#endif
#ifndef CM_POST_SHARE
#define CM_POST_SHARE 0.67
#endif
#define COMMENT_PAGE 0.75
static int comment_head(const struct block *b, const char *s);
/* Between the headline hl and the first comment: a byline (a line under
 * a byline or date hint outside the comments, "Von Miriam Keller ·
 * 14.03.2025"; a reply's own is in them) or a heading of
 * readers' comments ("4 Kommentare", "Leserkommentare", "3 Responses"): a
 * story's marks, not a question's */
static int story_marks(const struct extractor *x, int hl, int first)
{
	for (int i = hl + 1; i <= first; i++) {
		const struct block *b = &x->blocks[i];
		if ((x->nodes[b->owner].nearest_meta >= 0 && !x->nodes[b->owner].incm) ||
		    comment_head(b, x->text.p + b->off))
			return 1;
	}
	return 0;
}

/* Is there a form at or after block first (a comment form)? A form that
 * holds a line of prose is none: a link board's post, each reply's text
 * set in its edit form ("<form class=usertext><div class=md><p>...") */
static int form_from(const struct extractor *x, int first)
{
	for (int i = x->nnodes - 1; i >= 0 && x->nodes[i].first_block >= first; i--) {
		if (!(x->nodes[i].tag & F_FORM))
			continue;
		int j = x->nodes[i].first_block;
		while (j < x->nodes[i].end_block && !is_prose(&x->blocks[j]))
			j++;
		if (j == x->nodes[i].end_block)
			return 1;
	}
	return 0;
}

/* A question's page on a blog's theme: the post asks ("Wie bekomme ich
 * Kalkflecken weg?", "Which tyre pressure for gravel?"), and it or a box
 * around it is named a question ("<body class=single-question>",
 * "<article class=\"question type-question\">", "frage", "domanda"): its
 * comments are its answers, the page's content, though the post has a
 * byline, an <article> box of its own and a form to answer under them. */
static int question_post(const struct extractor *x, int hl)
{
	if (hl < 0)
		return 0;
	const struct block *b = &x->blocks[hl];
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != '?')
		return 0;
	for (int i = b->owner; i >= 0; i = x->nodes[i].parent)
		if (x->nodes[i].hint & H_QUESTION)
			return !(x->nodes[i].hint & H_COMMENTS);
	return 0;
}

/* A thread's opening post set in the box its replies are set in, each
 * in one of the same tag and class ("<form class=\"usertext
 * warn-on-unload\">" round a link board's question and round each reply):
 * the replies are posts of the page as the question is, however long it
 * is next to them. The box of the first prose block after the headline
 * hl, QBOX_UP levels up at most and ending above the first reply. */
#define QBOX_UP 4
static int same_post_box(const struct extractor *x, int hl, int first)
{
	const struct node *nd = x->nodes;
	int i = hl + 1;
	while (i < first && (!is_prose(&x->blocks[i]) || nd[x->blocks[i].owner].incm))
		i++;
	if (i >= first)
		return 0;
	int a = x->blocks[i].owner;
	for (int up = 0; up < QBOX_UP && a >= 0 && nd[a].end_block <= first;
	     up++, a = nd[a].parent) {
		if (!nd[a].cls)
			continue;
		for (int j = a + 1; j < x->nnodes; j++)
			if (nd[j].cls == nd[a].cls && nd[j].incm && nd[j].nprose &&
			    nd[j].first_block >= first)
				return 1;
	}
	return 0;
}

static int comment_thread(struct extractor *x, double total, int hl)
{
	struct node *nd = x->nodes;
	double cm = 0, before = 0;
	int first = -1;
	for (int i = 0; i < x->nnodes; i++) {
		int p = nd[i].parent;
		nd[i].incm = ((nd[i].hint & H_COMMENTS) &&
		              !(nd[i].tag & F_ROOT) &&
		              nd[i].prose <= COMMENT_PAGE * total) ||
		             (p >= 0 && nd[p].incm);
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if (o->incm) {
			if (is_prose(b)) {
				cm += b->chars;
				if (first < 0)
					first = i;
			}
		} else if (first < 0 && i > hl && o->nearest_neg < 0 &&
		           o->nearest_meta < 0 && o->nearest_cap < 0 &&
		           !(b->tag & F_HEAD)) {
			before += b->chars - b->link_chars;
		}
	}
	/* a question's opening post above its replies is no article: under
	 * CM_POST characters and under CM_POST_SHARE of the replies' prose,
	 * with no form from the first reply on (a blog's "Leave a comment",
	 * "Kommentar schreiben" under a short post's readers' comments) and
	 * no byline or comments' heading before them (a short news item's),
	 * its text counts with theirs ("VoIP calls drop after 30 seconds",
	 * its replies in elements named "comment"); a story's is longer.
	 * A question's post (question_post) counts with its answers though
	 * it has a byline and a form under them, and one set in the box its
	 * replies are set in (same_post_box) though it is long, under all
	 * of theirs (a story's with a reader's one line under it is none) */
	int q = first > hl && question_post(x, hl), same = 0;
	if (first >= 0 && before >= CM_BEFORE && before < CM_POST &&
	    (q || (!form_from(x, first) && !story_marks(x, hl, first))) &&
	    (before < CM_POST_SHARE * cm ||
	     (same = before < cm && hl >= 0 && first > hl && same_post_box(x, hl, first))))
		cm += before, before = 0;
	/* a headline in the comments ("45 Comments to <title>") is none */
	if (total <= 0 || hl < 0 || first <= hl || cm < CM_SHARE * total ||
	    before >= CM_BEFORE)
		return 0;
	/* an article's box (<article>, <main>, "entry-content") ends above
	 * the first comment: a post with a video and its readers' comments */
	for (int i = 0; i < x->nnodes && nd[i].first_block < first && !q && !same; i++)
		if (!nd[i].incm && nd[i].end_block <= first &&
		    ((nd[i].tag & (F_ARTICLE | F_MAIN)) ||
		     (nd[i].hint & H_POS)))
			return 0;
	x->cfirst = first;
	return 1;
}

/* Price boxes: PRICE_BOXES or more boxes of one tag and class, each
 * holding one price, a heading and no more than one link (its button), and
 * under PRICE_BLOCKS blocks: a grid of price tables, a page builder's
 * ("elementor-price-table", its lines in boxes named "__header" and
 * "__footer"). Their lines are data (they weigh nothing) and the names of
 * the boxes in them are no verdict. The counts of price and link blocks
 * borrow a list's likept and lilink, select_blocks' (reset there). */
#ifndef PRICE_BOXES
#define PRICE_BOXES 2
#endif
#ifndef PRICE_BLOCKS
#define PRICE_BLOCKS 40
#endif
#define PRICE_CAND 64
static void price_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int cand[PRICE_CAND], nc = 0, any = 0;
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].likept = nd[i].lilink = 0;
		nd[i].navtext = 0;
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		int pr = price_line(x->text.p + b->off, b->len);
		nd[b->owner].likept += pr;
		nd[b->owner].lilink += b->link_chars * 2 > b->chars;
		any |= pr;
	}
	if (!any)
		return;
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			nd[nd[i].parent].likept += nd[i].likept;
			nd[nd[i].parent].lilink += nd[i].lilink;
		}
	for (int i = 0; i < x->nnodes && nc < PRICE_CAND; i++) {
		const struct node *d = &nd[i];
		int n = d->end_block - d->first_block;
		if (d->cls && d->likept == 1 && d->lilink <= 1 && d->nheads >= 1 &&
		    n >= 3 && n < PRICE_BLOCKS && d->plain * 2 >= d->tchars)
			cand[nc++] = i;
	}
	for (int k = 0; k < nc; k++) {
		int same = 0;
		for (int j = 0; j < nc; j++)
			same += nd[cand[j]].cls == nd[cand[k]].cls;
		if (same >= PRICE_BOXES)
			nd[cand[k]].navtext = NAV_PRICE;
	}
}

/* consent_boxes' limits (its comment says what they bound) */
#ifndef CONSENT_CLIMB
#define CONSENT_CLIMB 8
#endif
#ifndef CONSENT_BOX
#define CONSENT_BOX 6000
#endif
#define CONSENT_LINKS 4
/* Does a link's text open with a consent button's words? */
static int consent_button(const char *s, size_t n)
{
	static const char *const w[] = {
		"accept", "allow all", "i agree", "akzeptieren", "alle akzeptieren",
		"alles akzeptieren", "alle zulassen", "alle annehmen", "annehmen",
		"zustimmen", "einverstanden", "ich stimme zu", "tout accepter",
		"accepter", "j'accepte", "aceptar", "acepto", "permitir todas",
		"accetta", "accetto", "accepteren", "alles accepteren", "akkoord",
		"aceitar",
		/* a content blocker's, over a video or a map in the body */
		"inhalt entsperren", "inhalte entsperren", "inhalt laden",
		"inhalte laden", "unblock", "load content", "débloquer",
		"desbloquear", "sblocca",
	};
	/* a phrase of two words or more may run into the next button's
	 * text ("Ich stimme zuWeitere Informationen": no space between the
	 * links); one word must end there ("Acceptable Use Policy") */
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (strchr(w[i], ' ') ? starts_with_ci(s, n, w[i]) :
		    starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* Is the block prose on cookies, consent or a third party's service? */
static int consent_prose(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"cookie", "consent", "einwillig", "zustimm", "akzeptier",
		"consentement", "consentimiento", "consenso", "toestemming",
		"drittanbieter", "third-party", "third party", "terceros",
	};
	return is_prose(b) && HAS_ANY_CI(s, (size_t)b->len, w);
}

/* A consent manager's dialog without a name for it (hashed class names, a
 * random id: ad blockers hide the named ones): a link that opens with a
 * consent button's words ("Alle akzeptieren", "Accept all", "Tout
 * accepter"; a content blocker's over a video or a map in the body,
 * "Inhalt entsperren", "Ich stimme zu") and the smallest box around it,
 * not holding the headline nor
 * the page's root, where a third of the text is prose on cookies or
 * consent or a third party ("Wir benötigen Ihre Einwilligung...", "We use
 * cookies"; a content blocker's "Daten an Drittanbieter"). The
 * box is named boilerplate, with the consent word (resolve_hints keeps
 * it). Up to CONSENT_CLIMB levels and CONSENT_BOX characters; at most
 * CONSENT_LINKS links are tried, so the pass stays linear. */
static void consent_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int tries = 0, hl = x->headline;
	for (int i = 0; i < x->nblocks; i++) {   /* read here and by resolve_hints */
		struct block *b = &x->blocks[i];
		b->consent = consent_prose(b, x->text.p + b->off);
	}
	for (int i = 0; i < x->nblocks && tries < CONSENT_LINKS; i++) {
		const struct block *b = &x->blocks[i];
		if (b->link_chars * 2 <= b->chars || b->chars > 120 ||
		    !consent_button(x->text.p + b->off, b->len))
			continue;
		tries++;
		int lo = i, hi = i, chars = 0, cons = 0;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block))
				break;
			for (; lo > d->first_block; ) {
				const struct block *c = &x->blocks[--lo];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			for (; hi < d->end_block; hi++) {
				const struct block *c = &x->blocks[hi];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			if (chars > CONSENT_BOX)
				break;
			if (cons && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
				break;
			}
		}
	}
	/* one whose controls are buttons, no links ("<p>Nosotros y nuestros
	 * socios almacenamos ... cookies ...</p><button>ACEPTO</button>"):
	 * the smallest box round a block of that prose that holds a button,
	 * the page's first or last, its prose a third on consent */
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (!b->consent || b->chars > CONSENT_BOX)
			continue;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block) ||
			    (d->first_block > 0 && d->end_block < x->nblocks))
				break;
			if (!d->button)
				continue;
			int chars = 0, cons = 0;
			for (int j = d->first_block; j < d->end_block && chars <= CONSENT_BOX; j++) {
				chars += x->blocks[j].chars;
				cons += x->blocks[j].consent ? x->blocks[j].chars : 0;
			}
			if (chars <= CONSENT_BOX && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
			}
			break;
		}
		break;  /* the first such block only: the pass stays linear */
	}
}

/* A boilerplate hint on an element that holds most of the page's prose (in
 * at least NPROSE_MIN prose blocks) is a page wrapper's name ("site-content",
 * "has-sidebar"), not boilerplate. A boilerplate word on NAMED_BOXES or more
 * outermost boilerplate boxes (no such box above them) that hold over
 * NAMED_SHARE of the prose, none of them NAMED_MAX of it alone, is a page
 * builder's name for all its boxes: a blog's sidebar widgets sit in a
 * sidebar box and do not count, and a page wrapper holds the prose alone.
 * One box may hold most of it: an FAQ's accordion, a long box of text. */
#ifndef CONSENT_PAGE
#define CONSENT_PAGE 0.8
#endif

/* Whether box m (-1: none) is a sibling of box d that starts after it
 * and holds over NAMED_MAX of their parent's prose. */
static int over_before(const struct node *nd, const struct node *d, int m)
{
	return m >= 0 && d->parent >= 0 && nd[m].parent == d->parent &&
	       nd[m].first_block >= d->end_block && nd[m].prose > NAMED_MAX * nd[d->parent].prose;
}
#ifndef NAV_PROSE
#define NAV_PROSE 0.8
#endif
static void resolve_hints(struct extractor *x)
{
	struct node *nd = x->nodes;
	double total = 0, plain = 0, tchars = 0, ctotal = 0;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		tchars += b->chars;
		nd[b->owner].plain += b->chars - b->link_chars;
		nd[b->owner].tchars += b->chars;
		nd[b->owner].nheads += (b->tag & F_HEAD) != 0;
		plain += b->chars - b->link_chars;
		if (is_prose(b)) {
			nd[b->owner].prose += b->chars;
			nd[b->owner].nprose++;
			total += b->chars;
			if (b->consent) {
				nd[b->owner].cprose += b->chars;
				ctotal += b->chars;
			}
		}
	}
	/* key: the subtree holds the headline or article markup */
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].key = (nd[i].tag & (F_ARTICLE | F_MAIN)) || (nd[i].hint & H_POS);
		nd[i].quotes = (nd[i].tag & F_QUOTE) != 0;
	}
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			/* a blockquote of links alone is an embed's fallback,
			 * no quotation: a Facebook page box in a sidebar
			 * ("<blockquote class=fb-xfbml-parse-ignore><a>Club
			 * auf Facebook</a>"); its subtree is summed now */
			if ((nd[i].tag & F_QUOTE) && !nd[i].plain)
				nd[i].quotes--;
			nd[nd[i].parent].prose += nd[i].prose;
			nd[nd[i].parent].cprose += nd[i].cprose;
			nd[nd[i].parent].nprose += nd[i].nprose;
			nd[nd[i].parent].nheads += nd[i].nheads;
			nd[nd[i].parent].quotes += nd[i].quotes;
			nd[nd[i].parent].plain += nd[i].plain;
			nd[nd[i].parent].tchars += nd[i].tchars;
			nd[nd[i].parent].key |= nd[i].key;
		}
	price_boxes(x);
	/* a boilerplate word on the boxes that hold most of the page's prose,
	 * NAMED_BOXES of them or more, is a page builder's name for its boxes
	 * ("elementor-widget-container"): not the verdict on any of them.
	 * Each word counts its outermost boxes. */
	uint64_t consentkey = neg_bit("cookie", 6) | neg_bit("cookies", 7) |
	                      neg_bit("consent", 7) | neg_bit("gdpr", 4);
	int hl = x->headline;
	uint64_t navkey = neg_bit("nav", 3) | neg_bit("navbar", 6) |
	                  neg_bit("navigation", 10) | neg_bit("menu", 4) |
	                  neg_bit("menus", 5);
	double wprose[64] = {0}, wmax[64] = {0}, iprose[64] = {0}, imax[64] = {0};
	int wn[64] = {0}, in[64] = {0}, wbox[64], ibox[64];
	uint64_t named = 0;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		if (!(d->hint & H_NEG) || (d->tag & F_ROOT))
			d->negkey = 0;
		else if ((d->hint & H_COMMENTS) || !d->negkey)
			d->negkey = NEGKEY_TAG;
		d->negabove = p ? p->negabove || p->negkey : 0;
		/* the outermost named box above (nearest_neg borrowed) */
		d->nearest_neg = !p ? -1 :
		                 p->negkey && !p->negabove ? d->parent : p->nearest_neg;
		if (d->negkey && d->nearest_neg >= 0 && d->prose > 0) {
			uint64_t inner = d->negkey & nd[d->nearest_neg].negkey & ~NEGKEY_TAG;
			for (int b = 0; inner && b < 63; b++)
				if (inner >> b & 1) {
					iprose[b] += d->prose;
					if (d->prose > imax[b]) {
						imax[b] = d->prose;
						ibox[b] = i;
					}
					in[b]++;
				}
		}
		d->ingr = (d->hint & H_INGR) || (p && p->ingr);
		uint64_t fresh = d->negabove ? 0 : d->negkey & ~NEGKEY_TAG;
		for (int b = 0; fresh && d->prose > 0 && b < 63; b++)
			if (fresh >> b & 1) {
				wprose[b] += d->prose;
				if (d->prose > wmax[b]) {
					wmax[b] = d->prose;
					wbox[b] = i;
				}
				wn[b]++;
			}
	}
	/* shares of the page's own prose: a consent dialog's text is none
	 * (a page builder's boxes hold half an "about us" page's prose
	 * and a cookie banner's as much again) */
	double own = total - ctotal;
	for (int b = 0; b < 63; b++)
		if ((wn[b] >= NAMED_BOXES && wprose[b] > NAMED_SHARE * own &&
		     wmax[b] <= NAMED_MAX * own) ||
		    (wmax[b] > NAMED_MAX * own && in[b] >= NAMED_BOXES &&
		     iprose[b] > NAMED_SHARE * own &&
		     imax[b] <= NAMED_MAX * own))
			named |= 1ull << b;
	named &= ~consentkey;  /* consent boxes: never a builder's name */
	/* a box of the word with prose right before the box of the word
	 * that holds the most prose, outermost or right inside one, under
	 * the same parent and over NAMED_MAX of that parent's prose, is the
	 * builder's name too: the text above an FAQ's accordion, each in a
	 * widget ("elementor-widget-text-editor" over "elementor-widget-
	 * accordion"; an author's box, a post's navigation come after it) */
	uint64_t over = 0;
	for (int b = 0; b < 63; b++) {
		if (!wn[b])
			wbox[b] = -1;
		if (!in[b])
			ibox[b] = -1;
		if ((wn[b] || in[b]) && !(named >> b & 1))
			over |= 1ull << b;
	}
	over &= ~consentkey;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		/* a wrapper holds paragraphs: one long "about me" paragraph
		 * in a sidebar can be most of a short post's page */
		int paras = d->nprose >= NPROSE_MIN;
		int wrapper = !(d->hint & H_COMMENTS) &&
		              ((d->prose > 0.4 * total && d->prose > 400 && paras) || d->key ||
		               (d->plain > 0.6 * plain && paras));
		/* a comment hint on what holds most of the page's prose is a
		 * page-wide flag (<body class="comments-on">) or a thread whose
		 * posts are the page */
		if ((d->hint & H_COMMENTS) && d->prose > COMMENT_PAGE * total)
			wrapper = 1;
		/* any other hint on a long run of prose, most of its text, is a
		 * name ("more", "entry-meta") and not the article's verdict */
		if (!(d->hint & H_COMMENTS) && d->prose >= 1000 && d->prose >= 0.5 * d->tchars)
			wrapper = 1;
		/* and so is one on paragraphs of link-free prose and nothing
		 * else ("entry-more": the rest of a post) */
		if (!(d->hint & H_COMMENTS) && d->prose >= NAME_PROSE && d->nprose >= 2 &&
		    d->prose >= 0.9 * d->tchars && d->plain >= 0.95 * d->tchars)
			wrapper = 1;
		/* an <aside> around a blockquote is a post quoted in a reply
		 * (its author's name over the quote), not a sidebar (one of
		 * links alone is an embed's, counted none above) */
		if ((d->tag & F_ASIDE) && d->quotes)
			wrapper = 1;
		/* a post's signature is a line of prose, often in the
		 * forum's rich-text markup ("ipsType_richText"), and never
		 * the article (but on the box of most of the page's prose) */
		if ((d->hint & H_SIGN) && d->prose < 0.5 * total)
			wrapper = 0;
		/* a box named for cookies or consent is the consent manager's
		 * dialog, its tabs of long texts about each kind of cookie
		 * ("CybotCookiebotDialog"), and so is a boilerplate box (a
		 * "modal", role=dialog) whose prose is half on cookies or
		 * consent: never the page's wrapper, but
		 * where it holds article markup or the headline, or
		 * CONSENT_PAGE of the page's text (a page-wide flag,
		 * "wrapper cookies-not-accepted") */
		if (((d->negkey & consentkey) ||
		     ((d->hint & H_NEG) && d->cprose > 0 && 2 * d->cprose >= d->prose)) &&
		    !d->key && (hl < d->first_block || hl >= d->end_block) &&
		    d->tchars < CONSENT_PAGE * tchars)
			wrapper = 0;
		int name = d->negkey && !(d->negkey & ~named);
		int builder = d->negkey && d->nprose >= 1 && !(d->negkey & ~over);
		for (int b = 0; builder && b < 63; b++)
			if ((d->negkey >> b & 1) && !over_before(nd, d, wbox[b]) &&
			    !over_before(nd, d, ibox[b]))
				builder = 0;
		/* a boilerplate hint on a box that holds one heading (no h1
		 * but the headline: TYPO3's "csc-header" around the page's
		 * h1 over its intro; no link, no sentence: a dek is one)
		 * right over prose ("frame-header", "element-header") heads
		 * a section */
		int k = d->first_block;
		if (d->end_block - k == 1 && d->negkey != NEGKEY_TAG &&
		    k + 1 < x->nblocks) {
			const struct block *hb = &x->blocks[k];
			/* past one or two short lines under a name: a team
			 * member's name and role (a date over a title is no
			 * name) */
			const struct block *nb = &x->blocks[k + 1];
			int m = date_link(x->text.p + hb->off, hb->len) ? NAME_LINES : 0;
			for (; m < NAME_LINES && !is_prose(nb) && nb->chars < 40 &&
			     !nb->link_chars && nb + 1 < x->blocks + x->nblocks; m++)
				nb++;
			/* a question over its answer heads it too (an
			 * accordion's "accordion-header"), and a heading
			 * right over a table heads the table (its cells are
			 * no prose: opening hours) */
			const char *ht = x->text.p + hb->off;
			int ask = hb->len > 0 && ht[hb->len - 1] == '?';
			/* and one over a list of link-free items heads the
			 * list (a craftsman's services, "Unsere Leistungen":
			 * Jimdo's "j-header" over its text module's list) */
			const struct block *lb = hb + 1;
			int list = k + 2 < x->nblocks && (lb->tag & F_LI) && (lb[1].tag & F_LI) &&
			           !lb->link_chars && !lb[1].link_chars && p;
			/* the list in the box's next sibling, a few levels
			 * down (an empty list leaves the next one elsewhere) */
			int up = lb->owner;
			for (int n = 0; list && n < 3 && up >= 0 && nd[up].parent != d->parent; n++)
				up = nd[up].parent;
			list = list && up >= 0 && nd[up].parent == d->parent;
			if ((hb->tag & F_HEAD) && (!(hb->tag & F_H1) || k == hl) &&
			    !hb->link_chars && hb->owner >= i &&
			    (is_prose(nb) || in_cell(nd, &hb[1]) >= 0 || list) &&
			    (!ends_sentence(ht, hb->len) || ask))
				name = 1;
		}
		/* a box named a menu ("menu-block") that holds no link and
		 * NAV_TEXT characters or more is a restaurant's menu (dishes,
		 * what they hold, their prices), not the site's: the names
		 * of the boxes in it ("menu-section-header", "menu-item-title")
		 * are no verdict */
		d->navtext = (p ? p->navtext : 0) | (d->navtext & NAV_PRICE);
		if ((d->hint & H_NAV) && !(d->negkey & ~navkey) &&
		    d->tchars == d->plain && d->tchars >= NAV_TEXT)
			d->navtext |= NAV_MENU;
		if ((d->navtext & (NAV_MENU | NAV_PRICE)) && !(d->negkey & NEGKEY_TAG))
			name = 1;
		/* a <nav> of link-free prose, no boilerplate word in its name,
		 * is no navigation: an accordion's answer in a site builder's
		 * dropdown ("<nav class=w-dropdown-list><p>Ja, 14 Tage lang
		 * ...", "Yes, for 14 days ...") */
		if ((d->tag & F_NAV) && d->negkey == NEGKEY_TAG && d->tchars > 0 &&
		    d->plain == d->tchars && d->prose >= NAV_PROSE * d->tchars)
			name = 1;
		/* the builder's boxes inside it, of its word, are names too */
		if (builder)
			d->navtext |= NAV_BUILDER;
		if ((d->navtext & NAV_BUILDER) && d->negkey && !(d->negkey & ~over))
			name = 1;
		/* a slider of a heading or two and their slogans is a
		 * company's hero, over its buttons ("et_pb_slider": "Strom.
		 * Licht. Sicherheit." "Angebot anfordern"; "hero-slider":
		 * "Badische Gastlichkeit seit 1926"; "Bienvenue chez nous"),
		 * no text of the page's own; a gallery's slider of
		 * captions, a sentence each, is the article's */
		int hero = (d->hint & H_SLIDER) && d->nheads >= 1 && d->nprose <= d->nheads &&
		           d->tchars < HERO_TEXT && !d->key;
		d->nearest_neg = ((d->hint & H_NEG) && !wrapper && !name) || hero ? i :
		                 p ? p->nearest_neg : -1;
		/* a box named "meta" round three headings or more over
		 * prose is a section of the page, no byline: a one-page
		 * theme's "section-meta" (OnePress's: "Klasse B" over "Der
		 * klassische Autoführerschein ...", "Permis B", "Carnet
		 * B"); one round the headline is the article's header, its
		 * byline and lead picture ("headline_byline") */
		int section = d->nheads >= META_HEADS && d->nprose >= 2 && !(d->hint & H_NEG) &&
		              (hl < d->first_block || hl >= d->end_block);
		d->nearest_meta = (d->hint & H_META) && !wrapper && !section &&
		                  !(d->navtext & (NAV_MENU | NAV_PRICE)) ? i :
		                  p ? p->nearest_meta : -1;
		d->nearest_cap = (d->hint & H_CAPTION) && !wrapper ? i : p ? p->nearest_cap : -1;
		/* a table in a <figure> (a block editor's "wp-block-table")
		 * is data, not a picture's caption */
		if ((d->tag & F_TR) && d->nearest_cap >= 0 &&
		    (nd[d->nearest_cap].tag & F_FIG))
			d->nearest_cap = -1;
		d->nearest_form = (d->tag & F_FORM) ? i : p ? p->nearest_form : -1;
		/* a wrapper or not: the pictures' titles show what it is */
		d->nearest_gal = (d->hint & H_CAPTION) && d->nheads >= GAL_HEADS ? i :
		                 p ? p->nearest_gal : -1;
	}
	/* a thread's posts named comments: a comment word alone is a name */
	x->cthread = comment_thread(x, total, x->headline);
	if (x->cthread)
		for (int i = 0; i < x->nnodes; i++) {
			struct node *d = &nd[i];
			int up = d->parent >= 0 ?
			         nd[d->parent].nearest_neg : -1;
			if (d->nearest_neg != i || ((d->hint & H_COMMENTS) &&
			                            !(d->hint & H_BOILER)))
				d->nearest_neg = up;
		}
}

/* Is block b's text part of the page's <title> (or does it hold it)? */
static int in_title(struct extractor *x, const char *title, const struct block *b)
{
	if (!title[0])
		return 0;
	x->tmp.len = 0;
	buf_add(&x->tmp, x->text.p + b->off, b->len);
	return strstr(title, x->tmp.p) || (strlen(title) >= 8 && strstr(x->tmp.p, title));
}

/* Is the title's part t[0..n) one item of a list in the title, joined to
 * another by "&", "+", a comma or "und"/"and"/"et"/"e"/"y"/"en"
 * ("Speisekarte & Öffnungszeiten", "Zimmer und Preise")? */
static int title_item(const char *title, const char *t, size_t n)
{
	static const char *const join[] = {"&", "+", ",", "und", "and", "et", "e", "y", "en"};
	const char *a = t, *z = t + n;
	while (a > title && a[-1] == ' ')
		a--;
	while (*z == ' ')
		z++;
	for (size_t k = 0; k < sizeof join / sizeof *join; k++) {
		size_t wl = strlen(join[k]);
		/* the joiner before the item, after a space where it is a word */
		if (a - title >= (long)wl + 1 && !strncasecmp(a - wl, join[k], wl) &&
		    (ispunct((unsigned char)join[k][0]) || a[-(long)wl - 1] == ' ') && a < t)
			return 1;
		if (!strncasecmp(z, join[k], wl) && z > t + n &&
		    (ispunct((unsigned char)join[k][0]) || z[wl] == ' '))
			return 1;
	}
	return 0;
}

/* Does the h1 block b share a word of 5+ letters with the title? */
static int shares_title_word(const struct extractor *x, const char *title,
                             const struct block *b)
{
	const char *s = x->text.p + b->off, *e = s + b->len;
	size_t tn = strlen(title);
	while (s < e) {
		while (s < e && !(isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		const char *w = s;
		while (s < e && (isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		if (s - w >= 5 && s - w < 64) {
			char buf[64];
			memcpy(buf, w, (size_t)(s - w));
			buf[s - w] = 0;
			if (memmem_ci(title, tn, buf))
				return 1;
		}
	}
	return 0;
}

#ifndef TITLE_WORDS
#define TITLE_WORDS 4
#endif
/* A linked heading that is only the site's or the board's name closing the
 * <title> ("Tagesgeld oder ETF? : Finanzen", its sidebar's "<h1><a>
 * Finanzen</a></h1>"; "Wie putze ich Fenster? | Haushaltsforum") is no
 * headline where a line of the page opens with the rest of the title, of
 * TITLE_WORDS words or more: the post's title set in a box of no heading
 * tag (a link board's "<p class=title><a>...</a>", a forum's "<div
 * class=topic-title>"). That line heads the page; else the heading l. */
static int site_heading(struct extractor *x, const char *title, int l)
{
	const struct block *h = &x->blocks[l];
	size_t tn = strlen(title), hn = h->len, n;
	if (hn >= tn || memcmp(title + tn - hn, x->text.p + h->off, hn))
		return l;
	/* the title's head: what comes before the name and its separator */
	n = tn - hn;
	while (n > 0 && (title[n - 1] == ' ' || title[n - 1] == ':' || title[n - 1] == '|' ||
	                 title[n - 1] == '-' || (unsigned char)title[n - 1] >= 0x80))
		n--;
	if (n == tn - hn || n < 16)
		return l;
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += title[i] == ' ';
	if (words < TITLE_WORDS)
		return l;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (i != l && b->len >= n && b->len <= n + 80 &&
		    !memcmp(x->text.p + b->off, title, n))
			return i;
	}
	return l;
}

/* The headline: the first h1-h6 that is part of the <title> (or holds it),
 * else the first h1; -1 when there is none. A heading that is a link is
 * taken only when no other one is part of the title: "Post title - Blog
 * name" names the blog too, and the blog's name heads the page as a link
 * home. Of such links the longest is taken: where the post's title is a
 * link to the post too, it is the longer part of the title. A lower
 * heading that is one item of a list in the title ("Speisekarte &
 * Öffnungszeiten | Gasthaus", its h2 "Öffnungszeiten"; "Zimmer und Preise")
 * names a section of the page: the h1 above it that shares a word with the
 * title ("Unsere Speisekarte") heads the page (a restaurant's, a hotel's
 * page of sections). */
static int find_headline(struct extractor *x, const char *title)
{
	int h1 = -1, linked = -1;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->len < 8 || b->len > 300)
			continue;
		if ((b->tag & F_H1) && h1 < 0)
			h1 = i;
		if (in_title(x, title, b)) {
			if (b->link_chars * 2 <= b->chars) {
				const struct block *h = h1 >= 0 ? &x->blocks[h1] : NULL;
				const char *t = b->tag & F_H1 ? NULL : strstr(title, x->tmp.p);
				if (t && h && h->link_chars * 2 <= h->chars &&
				    title_item(title, t, b->len) && shares_title_word(x, title, h))
					return h1;
				return i;
			}
			if (linked < 0 || b->len > x->blocks[linked].len)
				linked = i;
		}
	}
	if (linked >= 0 && (h1 < 0 || h1 == linked))
		return site_heading(x, title, linked);
	return linked >= 0 ? linked : h1;
}

#ifndef FAR_GAP
#define FAR_GAP 300
#endif
#ifndef FAR_NEAR
#define FAR_NEAR 0.3
#endif
/* Is element i a box under an author hint below the headline: an
 * author's bio box ("Über die Autorin", a name and a few sentences)? */
static int bio_box(const struct extractor *x, int i)
{
	int m = x->nodes[i].nearest_meta;
	return x->headline >= 0 && m >= 0 && (x->nodes[m].hint & H_AUTHOR) &&
	       x->nodes[i].first_block > x->headline;
}

/* The element whose subtree has the largest sum of block weights, article
 * markup and the headline's neighbourhood counting extra. */
static int best_container(struct extractor *x)
{
	struct node *nd = x->nodes;
	for (int i = 0; i < x->nnodes; i++)
		nd[i].sum = nd[i].good = 0, nd[i].chars = 0;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		nd[b->owner].sum += b->w;
		if (b->w > 0)
			nd[b->owner].good += b->w;
		nd[b->owner].chars += b->chars;
	}
	/* children come after parents in pre-order: sum up in reverse */
	for (int i = x->nnodes - 1; i > 0; i--) {
		int p = nd[i].parent;
		if (p >= 0) {
			nd[p].sum += nd[i].sum;
			nd[p].good += nd[i].good;
			nd[p].chars += nd[i].chars;
		}
	}
	int best = -1, hl = x->headline, near = -1, post = -1;
	double bs = 0, ns = 0, ps = 0;
	for (int i = 0; i < x->nnodes; i++) {
		double s = nd[i].sum;
		if (nd[i].hint & H_POS || (nd[i].tag & (F_ARTICLE | F_MAIN)))
			s *= 1.15;
		/* the article starts at or just after its headline: a short
		 * post beats a longer disclaimer or author blurb elsewhere;
		 * in a thread whose posts are named comments, the opening
		 * post alone above the first reply is no article (a link
		 * board's question over its replies) */
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    !(x->cthread && nd[i].end_block <= x->cfirst))
			s += 300;
		if (best < 0 || s > bs) {
			best = i;
			bs = s;
		}
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    nd[i].end_block > hl + 1) {
			if (near < 0 || s > ns) {
				near = i;
				ns = s;
			}
			if (!bio_box(x, i) && (post < 0 || s > ps)) {
				post = i;
				ps = s;
			}
		}
	}
	/* a winner that lies after the headline's post, beyond a stretch of
	 * boilerplate weighing FAR_GAP or more (the post's footer, the
	 * comment form, link lists), is a sidebar box far from the post (a
	 * list of events, a blurb in another language): the post wins when it
	 * weighs FAR_NEAR of the box */
	if (near >= 0 && best != near && nd[best].first_block >= nd[near].end_block) {
		double gap = 0;
		for (int i = nd[near].end_block; i < nd[best].first_block; i++)
			gap += x->blocks[i].w;
		if (gap < -FAR_GAP && ns >= FAR_NEAR * bs) {
			best = near;
			bs = ns;
		}
	}
	/* the author's bio box under a short post ("Über die Autorin"),
	 * near the headline too, is no article: the post wins when it
	 * weighs FAR_NEAR of it */
	if (bio_box(x, best) && post >= 0 && ps >= FAR_NEAR * bs)
		best = post;
	return best;
}

#ifndef HEAD_BIG
#define HEAD_BIG 80
#endif
#ifndef HEAD_FEW
#define HEAD_FEW 2
#endif
#ifndef HEAD_BEFORE
#define HEAD_BEFORE 0.25
#endif
static int comment_head(const struct block *b, const char *s);

#ifndef COMMENT_AFTER
#define COMMENT_AFTER 300
#endif
#ifndef AFTER_COMMENTS
#define AFTER_COMMENTS 0.5
#endif
/* A linked cell of a row of DATA_CELLS or more cells, one block each,
 * under 80 characters, and one of them text without links: a place's
 * street and its record's number in a list article's table ("Am Markt 1
 * (Standort)" | "Rathaus, 1612" | "<a>D-1-89-141-1</a>"), data as its
 * row's other cells are; not a layout table's column of links. */
#define DATA_CELLS 3
static int data_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = in_cell(nd, b);
	if (c < 0 || b->chars >= 80 || nd[b->owner].nearest_neg >= 0 || nd[c].parent < 0)
		return 0;
	const struct node *r = &nd[nd[c].parent];
	int n = r->end_block - r->first_block, text = 0;
	/* a grid of divs named a table (div_table) has no rows: its cells
	 * run on, a member's description often longer */
	int grid = (r->hint & H_DIVTABLE) != 0;
	if (!(r->tag & F_TR) || n < DATA_CELLS || (n > 4 * DATA_CELLS && !grid))
		return 0;
	for (int j = r->first_block; j < r->end_block; j++) {
		const struct block *e = &x->blocks[j];
		int ec = in_cell(nd, e);
		if ((e->chars >= 80 && !grid) || ec < 0 || nd[ec].parent != nd[c].parent)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	return text;
}

/* A linked cell of a row of a grid built of boxes, no table (a profile's
 * transfer history, "<div class=grid><div class=grid__cell>21/22</div>
 * <div class=grid__cell><a>Werder Bremen</a></div>..."): the link, or the
 * box of one block it sits in, is one of DATA_CELLS to 4 * DATA_CELLS
 * boxes of one tag and class, each of one block under 80 characters, one
 * of them text without links, in a row that has a sibling of its own tag
 * and class (a second row); data as a table's linked cell is. */
static int grid_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = b->owner;
	if (b->chars >= 80 || nd[c].nearest_neg >= 0 || !b->link_chars)
		return 0;
	if (!nd[c].cls && nd[c].parent >= 0 &&
	    nd[nd[c].parent].end_block - nd[nd[c].parent].first_block == 1)
		c = nd[c].parent;
	int r = nd[c].parent;
	if (!nd[c].cls || r < 0 || !nd[r].cls || nd[r].parent < 0)
		return 0;
	int n = 0, text = 0;
	for (int i = r + 1; i < x->nnodes && nd[i].first_block < nd[r].end_block; i++) {
		if (nd[i].parent != r)
			continue;
		const struct block *e = &x->blocks[nd[i].first_block];
		if (nd[i].cls != nd[c].cls || nd[i].end_block - nd[i].first_block != 1 ||
		    e->chars >= 80 || ++n > 4 * DATA_CELLS)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	if (n < DATA_CELLS || !text)
		return 0;
	/* a second row of the grid beside it */
	int g = nd[r].parent;
	for (int i = g + 1; i < x->nnodes && nd[i].first_block < nd[g].end_block; i++)
		if (i != r && nd[i].parent == g && nd[i].cls == nd[r].cls)
			return 1;
	return 0;
}

/* Pass 2. After a body (300 characters of prose), a comment section's
 * heading outside byline and boilerplate hints ("What you think...", "Leave
 * a Reply") halves the weight of what follows: a reader's long post in a
 * box of its own does not outweigh a short article. */
static int choose_container(struct extractor *x, const char *title)
{
	x->headline = find_headline(x, title);
	consent_boxes(x);
	resolve_hints(x);
	/* the stopword test only means something on English pages */
	long words = 0, stops = 0;
	for (int i = 0; i < x->nblocks; i++)
		if (x->blocks[i].words >= 8) {
			words += x->blocks[i].words;
			stops += x->blocks[i].stops;
		}
	int english = stops * 20 >= words;
	x->english = english;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		/* a list of files to download: data, as a cell, and so is a
		 * linked cell of a data row */
		b->w = download_run(x, i) ? 0 :
		       block_weight(b, x->nodes, x->text.p + b->off, english);
		if (b->w < 0 && (data_cell(x, b) || grid_cell(x, b)))
			b->w = 0;
	}
	double body = 0;
	int cut = -1;
	for (int i = 0; i < x->nblocks && cut < 0; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		if (body >= COMMENT_AFTER && !(b->tag & F_LI) && o->nearest_meta < 0 &&
		    o->nearest_neg < 0 && comment_head(b, x->text.p + b->off))
			cut = i;
		if (b->w > 0 && is_prose(b))
			body += b->chars;
	}
	for (int i = cut + 1; cut >= 0 && i < x->nblocks; i++)
		if (x->blocks[i].w > 0)
			x->blocks[i].w *= AFTER_COMMENTS;
	/* what comes before the headline is the masthead and the sidebar when
	 * it holds at most HEAD_FEW blocks of weight (an "about me" blurb, a
	 * tagline): it weighs a quarter, so a short post under its headline
	 * beats the blurb. Before a page's headline the article has many
	 * paragraphs or none (a wrong headline, a deck before the title). */
	int hl = x->headline, big = 0;
	for (int i = 0; i < hl; i++)
		big += x->blocks[i].w >= HEAD_BIG;
	if (hl > 0 && big <= HEAD_FEW)
		for (int i = 0; i < hl; i++)
			if (x->blocks[i].w > 0)
				x->blocks[i].w *= HEAD_BEFORE;
	return best_container(x);
}

/* Pass 3: which blocks of the container to keep. */
#ifndef PROSE_MIN
#define PROSE_MIN 0.4
#endif
#ifndef RETRY_MIN
#define RETRY_MIN 0.2
#endif
#ifndef TEASER_MAX
#define TEASER_MAX 300
#endif
#ifndef TEASER_RUN
#define TEASER_RUN 2
#endif
#ifndef TEASER_BODY
#define TEASER_BODY 400
#endif
#ifndef TEASER_LAST
#define TEASER_LAST 150  /* chars: a paragraph that ends a body */
#endif
#ifndef NARROW_LEAD
#define NARROW_LEAD 50
#endif
#ifndef NARROW_KEEP
#define NARROW_KEEP 0.66
#endif
#ifndef FRAG_BLOCKS
#define FRAG_BLOCKS 1
#endif
#ifndef FRAG_MORE
#define FRAG_MORE 50
#endif
#ifndef FORM_MAX
#define FORM_MAX 400
#endif
#ifndef CARD_MAX
#define CARD_MAX 400
#endif
/* A link that is a date or a number ("3. Apr. 2021", "Apr 3, 2021 at
 * 10:15", "#12"): a post's permalink, no headline. Half its words or more
 * hold a digit. */
static int date_link(const char *s, size_t n)
{
	int words = 0, digits = 0, in = 0, dig = 0;
	for (size_t i = 0; i <= n; i++) {
		int c = i < n ? (unsigned char)s[i] : ' ';
		if (c == ' ' || c == '\n') {
			words += in;
			digits += in && dig;
			in = dig = 0;
		} else {
			in = 1;
			dig |= c >= '0' && c <= '9';
		}
	}
	return words && digits * 2 >= words;
}

/* A time or a date in figures: a digit, a colon or a full stop, a digit
 * ("17:40 Uhr", "26.11.2026"); "Page 2" is none. */
static int clock_time(const char *s, size_t n)
{
	for (size_t i = 1; i + 1 < n; i++)
		if ((s[i] == ':' || s[i] == '.') && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]))
			return 1;
	return 0;
}

/* A live blog's entry stamp: a short line (ENTRY_STAMP characters, six
 * words at most) with a time or a date in figures, linked or not ("17:40
 * Uhr", "Publié à 16h58", "ore 18:40", "20:15 Katharina Mittelstaedt"). */
#ifndef ENTRY_STAMP
#define ENTRY_STAMP 60
#endif
static int entry_stamp(const struct block *b, const char *s)
{
	if (b->chars > ENTRY_STAMP || b->words > 6)
		return 0;
	if (clock_time(s, b->len))
		return 1;
	for (size_t i = 1; i + 2 < b->len; i++)
		if (s[i] == 'h' && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]) && isdigit((unsigned char)s[i + 2]))
			return 1;  /* French "16h58" */
	return 0;
}

/* A card whose links are under CARD_HEAD words (a user's name) is a post
 * of a thread where CARD_RUN or more such cards are in the container. */
#ifndef CARD_HEAD
#define CARD_HEAD 3
#endif
#ifndef CARD_GAP
#define CARD_GAP 6
#endif
/* A card's headline link comes first or after a kicker: one after a kept
 * heading of CARD_KICKER characters or more (a list item's h2, a sentence,
 * over its picture and "View this image") is the picture's, no headline. */
#ifndef CARD_KICKER
#define CARD_KICKER 60
#endif
#ifndef CARD_RUN
#define CARD_RUN 3
#endif
/* A link-heavy list item is kept when LIST_MIN+ items of its list, and
 * LIST_KEPT percent of its kept and link-heavy items, are kept (one is
 * enough under a kept heading with no more linked items than kept). */
#ifndef LIST_KEPT
#define LIST_KEPT 40
#endif
#ifndef LIST_MIN
#define LIST_MIN 2
#endif
/* Does the table row of cell b have a cell that is not a link? (A row of
 * links is navigation; a row with a linked ticker symbol is data.) */
static int row_has_text(const struct extractor *x, const struct block *b)
{
	int r = x->nodes[b->owner].parent;
	if (r < 0)
		return 0;
	const struct node *row = &x->nodes[r];
	int end = row->end_block < row->first_block + 64 ? row->end_block : row->first_block + 64;
	if (!(row->tag & F_TR))
		return 0;
	for (int j = row->first_block; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->chars && e->link_chars * 2 <= e->chars)
			return 1;
	}
	return 0;
}

/* The link bar under each of the readers' posts: "Quote | Report this
 * post", "Report abuse", "Flag as inappropriate". */
static int report_bar(const struct block *b, const char *s)
{
	if (b->len > 80 || b->link_chars * 2 < b->chars)
		return 0;
	return has_ci(s, b->len, "report abuse") || has_ci(s, b->len, "report this post") ||
	       has_ci(s, b->len, "report this comment") || has_ci(s, b->len, "report comment") ||
	       has_ci(s, b->len, "flag as inappropriate");
}

/* The heading of a comment section: "Comments", "12 Responses to ...",
 * "3 thoughts on ...", "Leave a Reply", "Kommentare (4)", and the older
 * newspaper sites' "Have your say", "Your views"; it may end with "...".
 * What follows it
 * is the readers' text, not the article's. */
static int comment_head(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"comments", "responses", "replies", "reactions", "thoughts on", "trackbacks",
		"pingbacks", "leave a reply", "leave a comment", "reader comments",
		"readers' comments", "user comments", "add a comment", "post a comment",
		"kommentare", "leserkommentare", "commentaires", "comentarios", "commenti",
		"comentários", "reacties", "komentarze", "reacciones", "kommentarer",
		"komentáře", "Komentáře", "diskuse", "Комментарии", "комментарии", "yorumlar",
		"have your say",
		"your comments", "your views", "what you think",
		/* WordPress's "Leave a Reply" in its other major languages */
		"schreibe einen kommentar", "hinterlasse einen kommentar",
		"kommentar schreiben", "laisser un commentaire", "laisser une r\xC3\xA9ponse",
		"deja un comentario", "deja una respuesta", "lascia un commento",
		"lascia una risposta", "deixe um coment\xC3\xA1rio", "deixe uma resposta",
		"geef een reactie", "laat een reactie achter",
		/* a news site's call to its readers over their posts */
		"diskutieren sie mit", "vos r\xC3\xA9" "actions", "r\xC3\xA9" "agir \xC3\xA0 cet article",
		"participa en la conversaci\xC3\xB3n", "join the conversation", "join the discussion",
		/* and in the other scripts (a count may come first: "3件のコメント",
		 * "12 条评论", "3개의 댓글"), Polish, Ukrainian, Greek, Indonesian and
		 * Vietnamese */
		"评论", "評論", "网友评论", "全部评论", "热门评论", "发表评论", "發表評論",
		"条评论", "跟贴", "跟帖", "留言", "コメント", "みんなのコメント", "件のコメント",
		"댓글",
		"개의 댓글", "التعليقات", "تعليقات", "أضف تعليقا", "أضف تعليقاً", "اترك تعليقا",
		"اترك تعليقاً", "دیدگاه", "نظرات", "ارسال نظر", "תגובות", "הוסיפו תגובה",
		"הוסף תגובה", "टिप्पणियाँ", "टिप्पणियां", "टिप्पणी करें", "कमेंट्स",
		"ความคิดเห็น", "แสดงความคิดเห็น", "dodaj komentarz", "Коментарі", "коментарі",
		"коментарів", "Σχόλια", "σχόλια", "ΣΧΟΛΙΑ", "Αφήστε ένα σχόλιο", "komentar",
		"tinggalkan balasan", "tinggalkan komentar", "bình luận", "ý kiến bạn đọc",
	};
	/* a heading, not a sentence; it may end with a quoted title */
	if (b->len > 80 || b->link_chars * 2 > b->chars ||
	    (s[b->len - 1] == '.' && !(b->len >= 3 && s[b->len - 2] == '.' && s[b->len - 3] == '.')))
		return 0;
	/* after a count, one of them: "1 Comment", "One Response to ..." */
	static const char *const one[] = {
		"comment", "response", "reply", "thought on", "kommentar", "commentaire",
		"comentario", "coment\xC3\xA1rio", "commento", "reactie", "komentarz",
		"komentář", "комментарий", "комментария", "комментариев", "yorum",
		"коментар", "коментарі", "σχόλιο", "تعليق",
	};
	size_t i = 0, n = b->len;
	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == ' ' || s[i] == '(' ||
	                 s[i] == '#'))
		i++;
	if (i == 0 && (starts_with_word(s, n, "one") || starts_with_word(s, n, "no")))
		i = s[0] == 'n' || s[0] == 'N' ? 3 : 4;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_word(s + i, n - i, w[k]))
			return 1;
	for (size_t k = 0; i && k < sizeof one / sizeof *one; k++)
		if (starts_with_word(s + i, n - i, one[k]))
			return 1;
	/* the call to discuss after a short label and its colon, a
	 * magazine's box closing the essay ("Debatte: Diskutieren Sie mit
	 * Lea Sommer", "Forum: Join the discussion", "Débat : participez à la
	 * discussion"); a label over "Kommentare" alone is a headline's
	 * ("Analyse: Kommentare im Netz werden rauer") */
	static const char *const call[] = {
		"diskutieren sie mit", "diskutiere mit", "diskutier mit",
		"join the conversation", "join the discussion", "have your say",
		"participez \xC3\xA0 la discussion", "participez au d\xC3\xA9" "bat",
		"participa en la conversaci\xC3\xB3n", "participa en el debate",
		"partecipa alla discussione", "discussieer mee", "praat mee",
	};
	const char *colon = memchr(s, ':', n < 24 ? n : 24);
	if (!colon)
		return 0;
	i = (size_t)(colon - s) + 1;
	while (i < n && s[i] == ' ')
		i++;
	return STARTS_ANY_CI(s + i, n - i, call);
}

/* A forum's or a comment box's prompt to a guest to sign in or register
 * before writing ("Create an account or sign in to comment", "You must log
 * in or register to reply here.", "Erstelle ein Benutzerkonto oder melde
 * dich an, um zu kommentieren", in the major European languages): a short
 * block, its words mostly outside links, after the thread's posts. What
 * follows it is the sign-up box and the site's lists. */
static int signin_prompt(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"create an account or sign in to", "you need to be a member in order to",
		"you must log in or register to", "you must be logged in to post",
		"you must be logged in to reply", "you must be logged in to comment",
		"you must be signed in to post", "please log in to reply",
		"please sign in to reply", "log in or sign up to reply",
		"sign in to reply", "log in to reply", "register or log in to reply",
		"erstelle ein benutzerkonto oder melde dich an",
		"du musst ein benutzerkonto haben, um",
		"du musst angemeldet sein, um zu antworten",
		"sie m\xC3\xBCssen angemeldet sein, um zu antworten",
		"sie m\xC3\xBCssen ein benutzerkonto haben, um",
		"cr\xC3\xA9" "er un compte ou se connecter pour",
		"vous devez \xC3\xAA" "tre membre pour",
		"vous devez \xC3\xAA" "tre connect\xC3\xA9 pour r\xC3\xA9pondre",
		"connectez-vous pour r\xC3\xA9pondre",
		"crear una cuenta o iniciar sesi\xC3\xB3n para",
		"crea una cuenta o inicia sesi\xC3\xB3n para",
		"debes iniciar sesi\xC3\xB3n para responder",
		"inicia sesi\xC3\xB3n para responder", "crea un account o accedi per",
		"devi essere registrato per", "crie uma conta ou fa\xC3\xA7" "a login para",
		"maak een account aan of log in om",
		/* XenForo's, under a thread's posts */
		"du musst dich einloggen oder registrieren, um",
		"sie m\xC3\xBCssen sich anmelden oder registrieren, um",
		"vous devez vous connecter ou vous inscrire pour",
		"debes iniciar sesi\xC3\xB3n o registrarte para",
		"devi effettuare l'accesso o registrarti per",
		"je moet inloggen of registreren om",
	};
	if (b->len > 120 || b->link_chars * 2 >= b->chars)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_ci(s, b->len, w[k]))
			return 1;
	return 0;
}

/* A paywall's prompt under the free part of an article: "Lesen Sie mit
 * SPIEGEL+", "Lesen Sie jetzt weiter", "Mit heise+ weiterlesen", "Subscribe
 * to continue reading", "Il vous reste 58% de cet article à lire" (or
 * "... 80% à découvrir"), "Suscríbete para seguir leyendo", in the major
 * European languages; a short block, its words mostly outside links (the
 * offer's own heading named for the plan, "Mit SZ Plus weiterlesen", too:
 * "mit", the plan, "weiterlesen" alone in 40 bytes). What follows it is
 * the offer, not the article. A badge ("Nur für Abonnenten", "Article
 * réservé aux abonnés") marks a teaser set in the body as well and is
 * none. */
static int paywall_prompt(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"subscribe to continue", "subscribe to read", "subscribe now to continue",
		"to continue reading", "continue reading with", "already a subscriber",
		"this article is for subscribers", "this article is exclusive to",
		"this content is for subscribers", "this content is exclusive to",
		"this article is only available", "to read the full article",
		"lesen sie mit", "lesen sie weiter mit", "weiterlesen mit", "jetzt weiterlesen",
		"lesen sie jetzt weiter",
		"mit abo weiterlesen", "bereits abonnent", "schon abonnent",
		"sie sind bereits abonnent", "sie haben bereits ein abo",
		/* the prompt as the heading of the offer box: "Diesen Artikel
		 * weiterlesen mit SPIEGEL+", "Sie haben bereits ein
		 * Digital-Abonnement?", "Keep reading with ...", "Sigue
		 * leyendo con ...", "Continua a leggere con ..." */
		"diesen artikel weiterlesen mit", "den artikel weiterlesen mit",
		"artikel weiterlesen mit", "sie haben bereits ein digital",
		"sie sind bereits digital", "keep reading with", "sigue leyendo con",
		"continua a leggere con", "continuez la lecture avec",
		"dieser artikel ist exklusiv", "dieser artikel ist nur", "dieser inhalt ist nur",
		"um diesen artikel zu lesen", "la suite est r\xC3\xA9serv\xC3\xA9" "e",
		"cet article est r\xC3\xA9serv\xC3\xA9",  /* "aux abonnés", "à nos abonnés" */
		"article r\xC3\xA9serv\xC3\xA9 aux abonn\xC3\xA9s",
		"contenu r\xC3\xA9serv\xC3\xA9 aux abonn\xC3\xA9s",
		"dieser beitrag ist nur", "contenuto riservato agli abbonati",
		"questo contenuto \xC3\xA8 riservato",
		"contenido exclusivo para suscriptores", "dit artikel is alleen voor",
		"pour lire la suite", "d\xC3\xA9j\xC3\xA0 abonn\xC3\xA9",
		"suscr\xC3\xAD" "bete para seguir", "para seguir leyendo", "ya eres suscriptor",
		"per continuare a leggere", "sei gi\xC3\xA0 abbonato", "para continuar lendo",
		"para continuar a ler", "j\xC3\xA1 \xC3\xA9 assinante", "lees verder met",
		"ben je al abonnee", "om verder te lezen",
		"ya tienes una suscripción", "tienes una suscripción", "ya soy suscriptor",
		"este artículo es exclusivo para suscriptores",
		"este contenido es exclusivo para suscriptores",
		"questo articolo è riservato agli abbonati",
		"este artigo é exclusivo para assinantes", "masz już subskrypcję",
		"masz już prenumeratę", "aby przeczytać cały artykuł", "máte předplatné",
		"už máte předplatné", "redan prenumerant", "är du redan prenumerant",
		"Уже подписаны", "уже подписаны", "tento článek je součástí předplatného",
		"Tento článek je součástí předplatného", "chcete číst dál", "för att läsa vidare",
		"Чтобы продолжить чтение", "чтобы продолжить чтение", "aby czytać dalej",
		"aby przeczytać ten artykuł",
	};
	if (b->len > 200 || b->link_chars * 2 >= b->chars)
		return 0;
	/* a question opens with its mark in Spanish: "¿Ya eres suscriptor?" */
	size_t n = b->len;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 &&
	    ((unsigned char)s[1] == 0xBF || (unsigned char)s[1] == 0xA1)) {
		s += 2;
		n -= 2;
	}
	/* "Mit F+ weiterlesen" */
	if (n <= 40 && n > 16 && starts_with_ci(s, n, "mit ") &&
	    !strncasecmp(s + n - 11, "weiterlesen", 11))
		return 1;
	/* "Il vous reste 58.42% de cet article à lire." */
	if (starts_with_ci(s, n, "il vous reste") &&
	    (has_ci(s, n, "article") || memchr(s, '%', n)))
		return 1;
	return STARTS_ANY_CI(s, n, w);
}

/* A picture's caption that is no sentence ("Unstable political systems can
 * complicate aid efforts") may be kept between kept blocks of the body: 4+
 * words, no credit in it ("Name/Agency", "Getty", "Photo:", "courtesy of")
 * and not the title of a video or an embed. */
static int loose_caption(const struct extractor *x, const struct block *b, const char *s,
                         int min)
{
	static const char *const credit[] = {
		"credit", "copyright", "courtesy", "getty", "reuters", "associated press", "(ap ",
		"(ap)", "afp", "flickr", "photo:", "image:", "picture:", "source:", "photograph", "caption",
		"\xC2\xA9", "foto:", "bild:", "quelle:", "crédit",
	};
	if (b->words < min || memchr(s, '/', b->len) || HAS_ANY_CI(s, b->len, credit))
		return 0;
	int k = x->nodes[b->owner].nearest_cap;
	for (int n = 0; k >= 0 && n < 3; n++) {
		if (x->nodes[k].hint & H_MEDIA)
			return 0;
		int p = x->nodes[k].parent;
		k = p >= 0 ? x->nodes[p].nearest_cap : -1;
	}
	return 1;
}

/* A heading over a podcast episode's list of links, its show notes, the
 * whole line under 60 characters: "Shownotes", "Links zur Folge", "Links
 * aus der Sendung", "Show notes", "Links from this episode", "Liens de
 * l'épisode", "Enlaces del episodio", "Link della puntata", "Links uit
 * deze aflevering". */
static int shownotes_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"shownotes", "show notes", "show-notes", "links zur folge", "links zur episode",
		"links zur sendung", "links aus der folge", "links aus der sendung",
		"links in dieser folge", "links zu dieser folge", "links from this episode",
		"links from the episode", "links mentioned", "episode links",
		"liens de l'\xC3\xA9pisode", "liens de l\xE2\x80\x99\xC3\xA9pisode",
		"liens \xC3\xA9voqu\xC3\xA9s", "enlaces del episodio", "enlaces mencionados",
		"link della puntata", "link dell'episodio", "links uit deze aflevering",
		"links bij deze aflevering",
	};
	n = label_len(s, n);
	if (n > 60)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* A wiki article's heading over its list of links to related articles,
 * the whole line under 40 characters: "See also", "Siehe auch", "Voir
 * aussi", "Véase también", "Vedi anche", "Zie ook", "Ver também". */
static int see_also_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"see also", "siehe auch", "voir aussi", "v\xC3\xA9" "ase tambi\xC3\xA9n",
		"vedi anche", "zie ook", "ver tamb\xC3\xA9m", "veja tamb\xC3\xA9m",
	};
	n = label_len(s, n);
	if (n > 40)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* An ad's label: the whole line is "Anzeige", "Advertisement", "Sponsored"
 * or the like, in the major European languages. */
static int ad_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"anzeige", "werbung", "gesponsert", "advertisement", "advertising", "sponsored",
		"promoted", "advertorial", "publicit\xC3\xA9", "publicidad", "pubblicit\xC3\xA0",
		"publicidade", "advertentie", "reklama", "inzerce", "annons", "reklam",
		"Реклама", "РЕКЛАМА", "sponsoris\xC3\xA9", "patrocinado",
	};
	return !b->link_chars && label_len(s, b->len) <= 16 &&
	       label_is(s, b->len, w, sizeof w / sizeof *w);
}

/* A shop's box on shipping and returns beside a product's text, by its
 * title, the whole line: "Versand & Rückgabe", "Shipping & Returns",
 * "Livraison et retours", "Envío y devoluciones", "Spedizione e resi",
 * "Verzending en retour" (Shopify's collapsible tab under the
 * description). */
static int shipping_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"versand & r\xC3\xBC" "ckgabe", "versand und r\xC3\xBC" "ckgabe",
		"lieferung & r\xC3\xBC" "ckgabe", "lieferung und r\xC3\xBC" "ckgabe",
		"versand & retoure", "versand und retoure", "shipping & returns",
		"shipping and returns", "delivery & returns", "delivery and returns",
		"livraison et retours", "livraison & retours", "env\xC3\xAD" "o y devoluciones",
		"env\xC3\xAD" "os y devoluciones", "spedizione e resi", "spedizioni e resi",
		"verzending en retour", "verzending & retour", "verzenden en retourneren",
	};
	return !b->link_chars && label_len(s, b->len) <= 32 &&
	       label_is(s, b->len, w, sizeof w / sizeof *w);
}

/* A small box that an ad's label opens (AD_BLOCKS blocks or fewer, under
 * AD_CHARS characters) is the ad, its text too: a partner's offer set in
 * the article ("Anzeige" over "Jetzt Strompreise vergleichen: ..."); so is
 * one that a shop's title on shipping and returns opens, under SHIP_CHARS
 * characters, after the product's text (its policy in a few lines). */
#ifndef AD_BLOCKS
#define AD_BLOCKS 4
#endif
#ifndef AD_CHARS
#define AD_CHARS 500
#endif
#ifndef SHIP_CHARS
#define SHIP_CHARS 800
#endif
static void drop_ad_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int ship = 0;
		if (!ad_label(b, x->text.p + b->off) &&
		    !(i > first && (ship = shipping_label(b, x->text.p + b->off))))
			continue;
		int a = b->owner;
		while (a > c && nd[a].end_block - nd[a].first_block < 2)
			a = nd[a].parent;
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > AD_BLOCKS ||
		    nd[a].tchars >= (ship ? SHIP_CHARS : AD_CHARS))
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* drop_product_boxes' limits (its comment says what they bound) */
#ifndef AFF_BLOCKS
#define AFF_BLOCKS 12
#endif
#ifndef AFF_LINE
#define AFF_LINE 150
#endif
/* Is box a, holding the price line at block price, an affiliate's box
 * (AFF_BLOCKS short lines, two prices or fewer)? *title: a linked title
 * of four words or more above the price. */
static int aff_scan(const struct extractor *x, int a, int price, int *title)
{
	const struct node *d = &x->nodes[a];
	int prices = 0;
	if (d->end_block - d->first_block > AFF_BLOCKS)
		return 0;
	*title = 0;
	for (int j = d->first_block; j < d->end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (e->chars >= AFF_LINE)
			return 0;
		prices += price_line(x->text.p + e->off, e->len);
		if (j < price && e->link_chars * 2 > e->chars && e->words >= 4)
			*title = 1;
	}
	return prices <= 2;
}

/* An affiliate's product box set in the post (a plugin's "Bestseller Nr.
 * 1" box: the product's linked title, a few short lines of its features,
 * its price, a "Bei Amazon ansehen" button): the largest box below the
 * container around a price line that holds one or two prices, at most
 * AFF_BLOCKS blocks and none of AFF_LINE characters or more, and the
 * product's title linked, four words or more, above the price. It is the
 * ad, its lines too. A price table's box names its plan in a heading, a
 * post's own review of a product runs to paragraphs, and a price in a
 * table's cell is a comparison's: they stay. */
static void drop_product_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int title = 0, t;
		if (!price_line(x->text.p + b->off, b->len) || in_cell(nd, b) >= 0)
			continue;
		int a = -1;
		for (int k = b->owner; k > c && aff_scan(x, k, i, &t); k = nd[k].parent) {
			a = k;
			title = t;
		}
		if (a < 0 || !title || nd[a].end_block - nd[a].first_block < 3)
			continue;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* drop_bio_boxes' limits (its comment says what they bound) */
#ifndef BIO_BLOCKS
#define BIO_BLOCKS 6
#endif
#ifndef BIO_CHARS
#define BIO_CHARS 800
#endif
/* Is the block a heading that names an author's bio box ("Über die
 * Autorin", "About the author", "Written by Jane Doe")? A line of
 * BIO_LABEL characters or fewer set as one by its style alone, no
 * heading, does too: a label in a box of utility or hashed classes
 * ("<div class=\"text-xs uppercase\">Über die Autorin</div>", "<p
 * class=css-1x2y3z>About the author</p>"). */
#ifndef BIO_LABEL
#define BIO_LABEL 40
#endif
/* a newsroom's call to fund it: the call and the word for its work */
static const char *const fund_call[] = {
	"support", "unterst\xC3\xBCtz", "soutenez", "soutiens", "apoya", "apoye",
	"sostieni", "steun", "apoie",
};
static const char *const fund_jour[] = {
	"journalism", "journalisme", "periodismo", "giornalismo", "journalistiek",
	"jornalismo", "journalismus",
};

static int bio_head(const struct block *b, const char *s)
{
	static const char *const w[] = {
		/* the case of a letter outside ASCII is not folded */
		"\xC3\x9C" "ber den autor", "\xC3\x9C" "ber die autorin",
		"\xC3\x9C" "ber die autoren",
		"\xC3\xBC" "ber den autor", "\xC3\xBC" "ber die autorin",
		"about the author", "about the authors", "\xC3\x80 propos de l'auteur",
		"\xC3\x80 propos de l'autrice", "\xC3\x80 propos de l\xE2\x80\x99" "auteur",
		"\xC3\xA0 propos de l'auteur", "\xC3\xA0 propos de l\xE2\x80\x99" "auteur",
		"sobre el autor", "sobre la autora", "sull'autore", "sull\xE2\x80\x99" "autore",
		"over de auteur", "o autorze", "sobre o autor", "sobre a autora",
		/* a magazine's box under an essay ("Zur Autorin", "Zum Autor",
		 * "L'autore", "About the writer") */
		"zur autorin", "zum autor", "zu den autoren", "zu den autorinnen",
		"about the writer", "l'autore", "l'autrice", "l\xE2\x80\x99" "autore",
		"\xC3\xA0 propos de l'autrice", "over de schrijver",
		/* a name after it: "Written by Priya Raman" */
		"written by", "geschrieben von", "\xC3\xA9" "crit par", "escrito por",
		"scritto da", "geschreven door",
	};
	size_t n = label_len(s, b->len);
	int head = (b->tag & F_HEAD) != 0;
	if (b->link_chars || n > 60 || (!head && b->len > BIO_LABEL))
		return 0;
	for (size_t k = 0; n <= 40 && k < sizeof w / sizeof *w; k++) {
		size_t wl = strlen(w[k]);
		/* "Über die Autorin", "Über den Autor Jan Beispiel" */
		if (n >= wl && !strncasecmp(s, w[k], wl) && (n == wl || s[wl] == ' '))
			return 1;
	}
	if (!head)
		return 0;
	/* a newsroom's call to fund it, its box in the body as a bio's is:
	 * a call to support that names journalism ("Unterstützen Sie
	 * unabhängigen Journalismus", "Support independent journalism",
	 * "Soutenez le journalisme indépendant", "Apoya el periodismo") */
	return STARTS_ANY_CI(s, n, fund_call) && HAS_ANY_CI(s, n, fund_jour);
}

/* Is s[0..n) a day of a month's grid: a number from 1 to 31, or a
 * weekday's short name ("Mo", "Di", "lun.", "Sa")? */
static int day_cell(const char *s, size_t n)
{
	if (n && s[n - 1] == '.')
		n--;
	if (n >= 1 && n <= 2 && isdigit((unsigned char)s[0]) &&
	    (n == 1 || isdigit((unsigned char)s[1])))
		return atoi(s) >= 1 && atoi(s) <= 31;
	if (n < 2 || n > 4)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isalpha((unsigned char)s[i]) && (unsigned char)s[i] < 0x80)
			return 0;
	return 1;
}

/* A month's grid in the container (a holiday flat's occupancy calendar,
 * "Belegungsplan", an events calendar's month view): a table whose cells
 * are days and weekdays' short names alone, CAL_DAYS or more of them, is
 * a widget, no data: it goes. */
#ifndef CAL_DAYS
#define CAL_DAYS 14
#endif
static void drop_calendar_grids(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int last = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int cell = b->keep > 0 ? in_cell(nd, b) : -1;
		int row = cell >= 0 ? nd[cell].parent : -1;
		if (row < 0 || !(nd[row].tag & F_TR) || nd[row].parent <= c ||
		    nd[row].parent == last)
			continue;
		int t = last = nd[row].parent, days = 0;
		for (int j = nd[t].first_block; j < nd[t].end_block && days >= 0; j++) {
			const struct block *e = &x->blocks[j];
			if (in_cell(nd, e) < 0)
				continue;  /* the table's caption, "Juni 2026" */
			days = day_cell(x->text.p + e->off, e->len) ? days + 1 : -1;
		}
		if (days < CAL_DAYS)
			continue;
		for (int j = nd[t].first_block; j < nd[t].end_block; j++)
			if (in_cell(nd, &x->blocks[j]) >= 0)
				x->blocks[j].keep = 0;
	}
}

/* A bio box in the post, under a heading that says so ("Über die
 * Autorin", "About the author"), or a call to fund the newsroom, past a
 * paragraph of the body: the heading
 * and the rest of its box (BIO_BLOCKS blocks or fewer, under BIO_CHARS
 * characters) go, as a bio box under an author hint does. */
/* On a paper's page (x->scholarly) the list of works cited under its
 * heading ("References", "Literatur", "Références", "Bibliografía",
 * "Riferimenti bibliografici") and the box that tells how to cite the
 * paper and who may reprint it ("Cite this article", "Über diesen
 * Artikel", "Rights and permissions") are apparatus, not the text: they
 * go from the heading to the next heading or the end of the heading's
 * box, whichever comes first. */
static const char *const ref_heads[] = {
	"References", "Reference list", "Literature cited", "Works cited",
	"Bibliography", "Literatur", "Literaturverzeichnis", "Literaturangaben",
	"Quellenverzeichnis", "Références", "Références bibliographiques",
	"Bibliographie", "Referencias", "Referencias bibliográficas", "Bibliografía",
	"Riferimenti bibliografici", "Bibliografia", "Referenties", "Literatuurlijst",
	"Cite this article", "About this article", "Rights and permissions",
	"Diesen Artikel zitieren", "Über diesen Artikel", "Rechte und Berechtigungen",
	"Citer cet article", "Citar este artículo", "Cita questo articolo",
};

/* the paper's own summary in points above its abstract stays, under its
 * heading */
static const char *const highlight_heads[] = {
	"Highlights", "Research highlights", "Key points", "Key findings",
	"Plain language summary", "Lay summary", "Kernaussagen", "Kernbotschaften",
	"Das Wichtigste in Kürze", "Points clés", "Puntos clave", "Punti chiave",
};

static const char *const abstract_heads[] = {
	"Abstract", "Summary", "Zusammenfassung", "Kurzfassung", "Résumé", "Resumen",
	"Riassunto", "Samenvatting",
};

/* lines of a paper's front matter by their label, wherever they stand
 * (a journal that sets no heading over the abstract puts them under it) */
static const char *const front_labels[] = {
	"Citation:", "Received:", "Accepted:", "Published:", "Correspondence:",
	"*Correspondence:", "Edited by:", "Reviewed by:", "Academic Editor:",
	"Zitierweise:", "Eingegangen:", "Korrespondenz:", "Citation :", "Reçu :",
	"Citación:", "Recibido:", "Citazione:", "Ricevuto:", "Copyright", "\xC2\xA9",
};

#ifndef ABSTRACT_MIN
#define ABSTRACT_MIN 400
#endif
#ifndef FRONT_LINE
#define FRONT_LINE 250
#endif
/* the paper's keywords, on a line of their own after a label or as
 * short lines under a heading, are the abstract's: they stay, named a
 * box of tags ("keywords", "html-keywords") or not */
static const char *const keyword_heads[] = {
	"Keywords", "Key words", "Schlüsselwörter", "Schlagwörter", "Mots-clés",
	"Mots clés", "Palabras clave", "Parole chiave", "Trefwoorden",
};

static void keep_keywords(struct extractor *x, int first, int end)
{
	const size_t k = sizeof keyword_heads / sizeof *keyword_heads;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->chars > 400 || b->chars < 8)
			continue;
		if ((b->tag & F_HEAD) && label_is(s, b->len, keyword_heads, k)) {
			b->keep = 1;
			for (i++; i < end && !(x->blocks[i].tag & F_HEAD) &&
			          x->blocks[i].chars < 60; i++)
				x->blocks[i].keep = 1;
			i--;
			continue;
		}
		if (b->keep || (b->tag & F_HEAD))
			continue;
		for (size_t j = 0; j < k; j++) {
			size_t n = strlen(keyword_heads[j]);
			if (starts_with_ci(s, b->len, keyword_heads[j]) && n < b->len &&
			    (s[n] == ':' || (s[n] == ' ' && n + 1 < b->len && s[n + 1] == ':'))) {
				b->keep = 1;
				break;
			}
		}
	}
}

static void drop_apparatus(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	if (!x->scholarly)
		return;
	keep_keywords(x, first, end);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0 || b->chars > 400 || (b->tag & F_HEAD))
			continue;
		for (size_t k = 0; k < sizeof front_labels / sizeof *front_labels; k++)
			if (starts_with_ci(s, b->len, front_labels[k])) {
				b->keep = 0;
				break;
			}
	}
	/* and above the abstract's heading the paper's front matter, the
	 * lines under its title (its authors' affiliations, "Submission
	 * received: ...", "2024 Feb;58(3):142-150.", "PMID: 38211456"),
	 * goes but for headings: a repository's record titles the thesis
	 * with an h2 over its abstract */
	int i;
	for (i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->chars > 20 ||
		    !label_is(x->text.p + b->off, b->len, abstract_heads,
		              sizeof abstract_heads / sizeof *abstract_heads))
			continue;
		for (int j = first, hl = 0; j < i; j++) {
			struct block *e = &x->blocks[j];
			const char *t = x->text.p + e->off;
			if (e->tag & F_HEAD) {
				hl = label_is(t, e->len, highlight_heads,
				              sizeof highlight_heads / sizeof *highlight_heads);
				if (hl)
					e->keep = 1;  /* named an author's box or not */
			} else if (!hl)
				e->keep = 0;
			else if (e->words >= 6 && !e->link_chars && ends_sentence(t, e->len))
				e->keep = 1;
		}
		break;
	}
	/* with no such heading, the abstract is the first paragraph of
	 * ABSTRACT_MIN+ characters, and the short lines above it are the
	 * front matter ("1Department of Biology, University of Padova") */
	if (i == end) {
		int a = first;
		while (a < end && !(x->blocks[a].keep > 0 && x->blocks[a].chars >= ABSTRACT_MIN &&
		                    is_prose(&x->blocks[a])))
			a++;
		for (int j = first; a < end && j < a; j++)
			if (!(x->blocks[j].tag & F_HEAD) && x->blocks[j].chars < FRONT_LINE)
				x->blocks[j].keep = 0;
	}
	for (i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->chars > 40 ||
		    !label_is(x->text.p + b->off, b->len, ref_heads,
		              sizeof ref_heads / sizeof *ref_heads))
			continue;
		int a = nd[b->owner].parent;
		int stop = a > c && nd[a].end_block < end ? nd[a].end_block : end;
		x->blocks[i].keep = 0;
		for (i++; i < stop && !(x->blocks[i].tag & F_HEAD); i++)
			x->blocks[i].keep = 0;
		i--;
	}
}

/* A byline set as a portrait and a line or two beside it between the
 * headline and the text, in utility or hashed classes that name nothing
 * ("<div class=\"flex gap-3\"><img class=rounded-full><div>Dr. med. Anna
 * Lindner</div><div>Fachärztin für Orthopädie</div>"): the smallest box
 * (three levels up at most) around a kept short line (under AV_LINE
 * characters, no link, no sentence) that holds a portrait and only such
 * lines, AV_BLOCKS at most, goes, when it lies after the headline and
 * before the first paragraph of prose. */
#ifndef AV_LINE
#define AV_LINE 50
#endif
#ifndef AV_BLOCKS
#define AV_BLOCKS 3
#endif
static int byline_line(const struct block *b, const char *s)
{
	return b->chars < AV_LINE && !b->link_chars && !(b->tag & F_HEAD) &&
	       !ends_sentence(s, b->len);
}

static int dated(const char *s, size_t n);

/* An author's role between the lines of a byline card before the text
 * (LinkedIn's "Thomas Rieger" over "Geschäftsführer bei Rieger
 * Kunststofftechnik GmbH" over "Veröffentlicht: 3. Nov. 2026"): a kept
 * short line (under AV_LINE characters, no link, no sentence) in the box of
 * a dropped byline line above it, the line below it a dropped byline or
 * date in that box, goes with them, when it comes after the headline and
 * the line above it (a post's title under its kicker and over its date
 * stays) and the body's first paragraph of prose comes after it. */
static void drop_byline_role(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	if (x->headline < 0)
		return;
	int from = x->headline + 2 > first + 1 ? x->headline + 2 : first + 1;
	for (int i = from; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b) && b->chars >= AV_LINE)
			return;  /* the text begins */
		const struct block *p = b - 1, *q = b + 1;
		int box = nd[b->owner].parent;
		if (b->keep <= 0 || b->chars >= AV_LINE || b->link_chars ||
		    ends_sentence(x->text.p + b->off, b->len) || p->keep > 0 || q->keep > 0 ||
		    box <= c || nd[p->owner].parent != box || nd[p->owner].nearest_meta <= c ||
		    i + 1 >= nd[box].end_block)
			continue;
		if (nd[q->owner].nearest_meta > c || dated(x->text.p + q->off, q->len))
			b->keep = 0;
	}
}

static void drop_avatar_byline(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < first - 1 || hl >= end)
		return;
	for (int i = hl + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && b->chars >= AV_LINE && is_prose(b))
			return;  /* the text begins */
		if ((b->keep <= 0 && b->keep != -1) || !byline_line(b, x->text.p + b->off))
			continue;  /* kept, or to be decided by its neighbours */
		int a = nd[b->owner].parent;
		for (int up = 0; a > c && up < 3 && !(nd[a].hint & H_AVATAR); up++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_AVATAR) || nd[a].first_block <= hl ||
		    nd[a].end_block - nd[a].first_block > AV_BLOCKS)
			continue;
		int ok = 1;
		for (int j = nd[a].first_block; j < nd[a].end_block && ok; j++)
			ok = byline_line(&x->blocks[j], x->text.p + x->blocks[j].off);
		if (!ok)
			continue;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* An author's card closing the post in classes that name nothing (a
 * page builder's box, "gb-container-8f2a": a portrait, "Benedikt Maier",
 * "Pendler, Schrauber und Familienvater. Ich teste ..."; "Anna Rossi" over
 * "Giornalista, scrive di viaggi ..."; "Jane Doe" over "Jane writes about
 * ..."): the smallest box (three levels up at most) that a short name line
 * opens (two to four words, no stopword, under AV_LINE characters, no link,
 * no sentence: "Farewell from the Greedy Pig" is none) and that holds a
 * portrait, AV_BLOCKS blocks at most and under BIO_CHARS characters, goes
 * when it comes after the body's prose and no prose is kept after it. */
static void drop_avatar_bio(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0, last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			last = i;
	for (int i = first; i < last; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		if (!byline_line(b, x->text.p + b->off) || b->words < 2 || b->words > 4 ||
		    b->stops)
			continue;  /* a name: "Farewell from the Greedy Pig" is none */
		int a = nd[b->owner].parent;
		for (int up = 0; a > c && up < 3 && !(nd[a].hint & H_AVATAR); up++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_AVATAR) || nd[a].first_block != i ||
		    nd[a].end_block - i > AV_BLOCKS || nd[a].end_block <= last ||
		    nd[a].tchars >= BIO_CHARS)
			continue;
		unkeep(x, i, nd[a].end_block);
		return;
	}
}

/* The same call where the heading does not name the work and the box's
 * text does, over a button to pay ("… there is a good reason why not to
 * support the Ledger." over "... we choose to keep our journalism open to
 * all readers." and "Support us"; "Warum Sie uns unterstützen sollten"
 * over "Unabhängiger Journalismus kostet Geld."): a heading of 80
 * characters or fewer that asks for support, no link in it ... */
static int fund_head(const struct block *b, const char *s)
{
	return (b->tag & F_HEAD) && !b->link_chars && b->len <= 80 &&
	       HAS_ANY_CI(s, b->len, fund_call);
}

/* ... and blocks i+1..end of its box: one names the work, and one is a
 * link or a button no longer kept */
static int fund_box(const struct extractor *x, int i, int end)
{
	int jour = 0, link = 0;
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		jour |= e->keep > 0 && HAS_ANY_CI(x->text.p + e->off, e->len, fund_jour);
		link |= e->keep <= 0 && (e->button || e->link_chars * 2 >= e->chars);
	}
	return jour && link;
}

static void drop_bio_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		int fund = 0;
		if (!bio_head(b, x->text.p + b->off) && !(fund = fund_head(b, x->text.p + b->off)))
			continue;
		int a = nd[b->owner].parent;
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > BIO_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS || (fund && !fund_box(x, i, nd[a].end_block)))
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A news story's list of its sources at its end, under a heading that
 * says so ("Verwendete Quellen", "Quellen:", "Sources", "Fuentes",
 * "Fonti", "Bronnen"): a short list of outlets and documents ("dpa",
 * "Bundesamt für Soziale Sicherung: Prognose ...", "Eigene Berechnungen")
 * is the newsroom's apparatus, not the story. The heading goes with the
 * rest of its box, or with the rest of the container where no box holds
 * it, when that is SRC_BLOCKS blocks or fewer, each under SRC_LINE
 * characters and no paragraph of prose; no heading is kept after it.
 * A health page's list under its article ("Quellen", "Literatur",
 * "Bibliografía", "Bibliografia") cites guidelines and papers at length
 * ("Deutsche Gesellschaft für Gastroenterologie ...: S2k-Leitlinie
 * Gastroösophageale Refluxkrankheit ..., AWMF-Register Nr. 021-013, Stand
 * 2023"): a line that names a year may run to SRC_CITE characters. */
#ifndef SRC_BLOCKS
#define SRC_BLOCKS 10
#endif
#ifndef SRC_LINE
#define SRC_LINE 160
#endif
#ifndef SRC_CITE
#define SRC_CITE 320
#endif
/* Does s[0..n) name a year, 1900 to 2099, as a number of its own? */
static int has_year(const char *s, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i++) {
		if (!((s[i] == '1' && s[i + 1] == '9') || (s[i] == '2' && s[i + 1] == '0')) ||
		    !isdigit((unsigned char)s[i + 2]) || !isdigit((unsigned char)s[i + 3]))
			continue;
		if ((i && isdigit((unsigned char)s[i - 1])) ||
		    (i + 4 < n && isdigit((unsigned char)s[i + 4])))
			continue;
		return 1;
	}
	return 0;
}

static void drop_source_lists(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {
		"Quellen", "Quelle", "Verwendete Quellen", "Quellenangaben", "Sources",
		"Sources used", "Fuentes", "Fuentes consultadas", "Fonti", "Bronnen",
		"Bronvermelding", "Źródła", "Literatur", "Literaturquellen", "Bibliografía",
		"Bibliografia", "Bibliographie", "Références", "Referencias",
	};
	const struct node *nd = x->nodes;
	int body = 0, last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	for (int i = first; i < last; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		if (b->keep <= 0 || b->len > 30 || b->link_chars ||
		    !label_is(x->text.p + b->off, b->len, w, sizeof w / sizeof *w))
			continue;
		int a = nd[b->owner].parent, stop = last + 1;
		if (a > c && nd[a].first_block == i)
			stop = nd[a].end_block;
		else if (!(b->tag & F_HEAD))
			continue;  /* a bare "Quelle:" line opens a credit, not a list */
		if (stop - i - 1 > SRC_BLOCKS || stop - i < 2)
			continue;
		int ok = 1;
		for (int j = i + 1; j <= last && ok; j++) {
			const struct block *e = &x->blocks[j];
			if (j >= stop)
				ok = e->keep <= 0 || !(e->tag & F_HEAD);
			else
				ok = (e->len < SRC_LINE ||
				      (e->len < SRC_CITE && has_year(x->text.p + e->off, e->len))) &&
				     !(e->tag & F_HEAD);
		}
		if (!ok)
			continue;
		unkeep(x, i, stop);
		return;
	}
}

/* Whether a box's title names an info box that explains a term or the
 * background of the story ("Wissen: Was ist der VPI?", "Gut zu wissen",
 * "Hintergrund", "Info", "Stichwort", "Bon à savoir", "Le saviez-vous ?",
 * "Good to know", "Did you know?", "Background", "Lo sapevi?", "Buono a
 * sapersi", "¿Sabías que...?", "Goed om te weten", "Achtergrond"). */
static int info_title(const char *s, size_t n)
{
	static const char *const w[] = {
		"wissen", "gut zu wissen", "hintergrund", "info", "stichwort", "zur sache",
		"bon \xC3\xA0 savoir", "\xC3\xA0 savoir", "le saviez-vous", "good to know",
		"did you know", "background", "lo sapevi", "buono a sapersi",
		"\xC2\xBFsab\xC3\xAD" "as que", "a tener en cuenta", "goed om te weten",
		"wist je dat", "achtergrond",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_word(s, n, w[k]))
			return 1;
	return 0;
}

/* An info box set in the body between its paragraphs (<aside
 * class=story-info-box><h4>Wissen: Was ist der VPI?</h4><p>Der
 * Verbraucherpreisindex misst ...</p></aside>): a boilerplate box by its
 * tag or name, inside the container, its first block a title of an info
 * box (info_title) under INFO_TITLE characters, over one to INFO_BLOCKS
 * paragraphs of link-free prose, with a kept block of the body right
 * before and right after it, is kept: it explains the story. A box of
 * links ("Mehr zum Thema") or one that closes the body stays out. */
#ifndef INFO_TITLE
#define INFO_TITLE 80
#endif
#ifndef INFO_BLOCKS
#define INFO_BLOCKS 4
#endif
static void keep_info_boxes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i + 2 < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->link_chars || b->chars >= INFO_TITLE ||
		    x->blocks[i - 1].keep <= 0)
			continue;
		int n = nd[b->owner].nearest_neg;
		if (n < 0 || nd[n].first_block != i || nd[n].end_block >= end ||
		    nd[n].end_block - i < 2 || nd[n].end_block - i > INFO_BLOCKS + 1 ||
		    x->blocks[nd[n].end_block].keep <= 0 ||
		    !info_title(x->text.p + b->off, b->len))
			continue;
		int j = i + 1;
		while (j < nd[n].end_block && is_prose(&x->blocks[j]) && !x->blocks[j].link_chars)
			j++;
		if (j < nd[n].end_block)
			continue;
		for (j = i; j < nd[n].end_block; j++)
			x->blocks[j].keep = 1;
		i = j - 1;
	}
}

/* A summary box's title that is no heading, a <div> over the box's list
 * ("<div class=quickfacts__title>Schnellübersicht</div>", "Auf einen
 * Blick", "En bref", "En resumen", "In breve", "At a glance") is dropped
 * as a short line of no weight while its list is kept: the first block
 * of its box, under BOX_TITLE characters, link-free, no sentence, outside
 * boilerplate, over two or more items of a list that are all kept and
 * free of links, goes with them (a live blog's times, a dateline over
 * paragraphs, a label with its colon, "Author: ...", "Recommended:", are
 * no such title). A box whose lines are links (a table of
 * contents' "Artikelübersicht") is no such box. */
#ifndef BOX_TITLE
#define BOX_TITLE 40
#endif
static void keep_box_titles(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 2 < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->chars >= BOX_TITLE || b->link_chars || !b->chars ||
		    (b->tag & F_HEAD) || !x->blocks[i + 1].keep)
			continue;
		int p = nd[b->owner].parent;
		if (p < 0 || nd[p].first_block != i || nd[p].end_block > end ||
		    nd[p].end_block - i < 3 || nd[b->owner].nearest_neg >= 0 ||
		    ends_sentence(x->text.p + b->off, b->len) ||
		    memchr(x->text.p + b->off, ':', b->len))
			continue;
		int j = i + 1;
		while (j < nd[p].end_block && x->blocks[j].keep > 0 && !x->blocks[j].link_chars &&
		       (x->blocks[j].tag & F_LI))
			j++;
		if (j == nd[p].end_block)
			x->blocks[i].keep = 1;
	}
}

/* A health page's notice that it is no doctor's advice (care_notice)
 * goes from the kept text after the choice of the box: its sentence
 * weighs for the article's box that holds it, and dropped before, it
 * would narrow the choice to the body's box beside a summary's ("Auf
 * einen Blick"), which would be lost. So does the line that names who
 * checked the text (review_line). */
static void drop_care_notice(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 && !(b->tag & F_HEAD) &&
		    (care_notice(s, b->len) || review_line(s, b->len)))
			b->keep = 0;
	}
}

/* The box of a podcast's call to subscribe (podcast_call) closing a
 * story, a promo for the paper's show ("„Alles auf Aktien“ ist der
 * tägliche Finanz-Podcast von WELT ...", "The Daily is our news podcast
 * ...", "Écoutez notre podcast ...") over the call: the box's lines that
 * name the podcast go with the call, in a box of POD_BLOCKS blocks or
 * fewer under BIO_CHARS characters. */
#ifndef POD_BLOCKS
#define POD_BLOCKS 4
#endif
static void drop_podcast_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->len >= 250 || !podcast_call(x->text.p + b->off, b->len))
			continue;
		int a = nd[b->owner].parent;
		if (a <= c || nd[a].end_block - nd[a].first_block > POD_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS)
			continue;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
			struct block *e = &x->blocks[j];
			if (e->keep > 0 && memmem_ci(x->text.p + e->off, e->len, "podcast"))
				e->keep = 0;
		}
	}
}

/* A thread's notice that it is closed, under its last post: "Die Frage ist
 * gesperrt. Sie können ... nicht auf diesen Thread antworten", "Dieses
 * Thema ist für neue Antworten geschlossen", "Cette discussion a été
 * fermée", "This thread has been locked", "Tema cerrado a nuevas
 * respuestas". The last kept block, under CLOSED_MAX characters, holds a
 * word for closed and one for replies or the thread, in a box of its own
 * (not the box of the kept block before it, as an article's closing
 * paragraph is, nor one of its tag and class: a last post's "Thema kann
 * geschlossen werden"), after CLOSED_BODY characters of kept prose. */
#ifndef CLOSED_MAX
#define CLOSED_MAX 300
#endif
#ifndef CLOSED_BODY
#define CLOSED_BODY 300
#endif
static void drop_closed_notice(struct extractor *x, int first, int end)
{
	static const char *const closed[] = {
		"geschlossen", "gesperrt", "archiviert", "closed", "locked", "archived",
		"ferm\xC3\xA9", "verrouill", "archiv\xC3\xA9", "cerrad", "bloquead",
		"chius", "bloccat", "gesloten", "vergrendeld",
	};
	static const char *const reply[] = {
		"antwort", "beitr", "kommentar", "diskussion", "thema", "thread", "repl",
		"answer", "comment", "discussion", "topic", "r\xC3\xA9pon", "sujet",
		"respu", "respo", "coment", "discusi", "tema", "rispo", "discussione",
		"reacti", "onderwerp",
	};
	int last = -1, prev = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	/* the prose kept before it: a post's, past the last post's header
	 * line ("25-nov-2024, 08:05 #4" over "Gracias a todos ... Tema
	 * cerrado.", a post in a box of its posts' class) */
	for (int i = last - 1; i >= first && prev < 0; i--)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			prev = i;
	if (prev < 0)
		return;
	struct block *b = &x->blocks[last];
	const struct node *nd = x->nodes;
	int box = nd[b->owner].parent, pbox = nd[x->blocks[prev].owner].parent;
	if (b->chars >= CLOSED_MAX || b->link_chars * 2 >= b->chars || (b->tag & F_HEAD) ||
	    box < 0 || pbox < 0 || box == pbox || nd[box].cls == nd[pbox].cls)
		return;
	const char *s = x->text.p + b->off;
	if (!HAS_ANY_CI(s, b->len, closed) || !HAS_ANY_CI(s, b->len, reply))
		return;
	long body = 0;
	for (int i = first; i < last && body < CLOSED_BODY; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body >= CLOSED_BODY)
		b->keep = 0;
}

/* A time told from now, as a thread prints each post's: "vor 5 Stunden",
 * "vor 3 Tg.", "5 hours ago", "il y a 2 jours", "hace 3 horas", "há 2
 * dias", "2 ore fa", "3 uur geleden", "2 dni temu", "3 dagar sedan". A
 * figure after the opening word (after "vor", a unit's letter next: "vor
 * 300 km" is a distance), or a closing word and a figure, on a short line
 * (REL_LINE characters). */
#ifndef REL_LINE
#define REL_LINE 80
#endif
#define REL_ALONE 24  /* post_head: a time alone, its name apart */
static int rel_time(const char *s, size_t n)
{
	static const char *const pre[] = {"vor ", "il y a ", "hace ", "h\xC3\xA1 "};
	static const char *const post[] = {" ago", " fa", " geleden", " temu", " sedan"};
	if (n > REL_LINE || !has_digit(s, n))
		return 0;
	for (size_t k = 0; k < sizeof pre / sizeof *pre; k++) {
		size_t l = strlen(pre[k]);
		for (const char *p = s; (p = memmem_ci(p, n - (size_t)(p - s), pre[k])) != NULL;
		     p++) {
			const char *q = p + l, *z = s + n;
			if ((p > s && isalpha((unsigned char)p[-1])) || q >= z ||
			    !isdigit((unsigned char)*q))
				continue;
			if (k)
				return 1;
			while (q < z && (isdigit((unsigned char)*q) || *q == ' '))
				q++;
			if (q < z && strchr("smtwjhSMTWJH", *q))
				return 1;
		}
	}
	while (n && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	for (size_t k = 0; k < sizeof post / sizeof *post; k++) {
		size_t l = strlen(post[k]);
		if (n > l && !strncasecmp(s + n - l, post[k], l))
			return 1;
	}
	return 0;
}

/* A post's header line in a thread, kept for its words: the poster's
 * linked name, a rank beside it and the time of the post ("lucie_b75 - 12
 * nov. 2024 à 18:44", "brupala Modérateur - 13 nov. 2024 à 08:15", "kim |
 * 14.03.2025, 08:10") in a box no hint names. A short line (POSTHEAD_MAX
 * characters, eight words at most, not a list item nor a cell: a results
 * table's "<a>Bayern</a> 2:1") that opens with a link of POSTHEAD_LEAD to
 * POSTHEAD_NAME characters (a name, under half the line; a blog's "<a>#
 * </a> Posted 4:15 PM by" is a permalink's) and holds a time of day, not
 * a sentence's end, the
 * next kept block a post's prose; POSTHEAD_RUN or more such lines in the
 * box make a thread, and they go. */
#ifndef POSTHEAD_MAX
#define POSTHEAD_MAX 80
#endif
#ifndef POSTHEAD_RUN
#define POSTHEAD_RUN 2
#endif
#ifndef POSTHEAD_NAME
#define POSTHEAD_NAME 30
#endif
#define POSTHEAD_LEAD 3
/* A reply's header line: the poster's linked name opening a short line
 * and the time told from now ("wattwaechter vor 5 Stunden", "Gravelgrete
 * • vor 3 Tg.", "kim · 5 hours ago", "lucie il y a 2 heures"): a post's,
 * no teaser card's linked headline. */
static int name_stamp(const struct extractor *x, const struct block *e)
{
	return e->lead >= POSTHEAD_LEAD && e->lead <= POSTHEAD_NAME && e->words <= 8 &&
	       e->chars <= POSTHEAD_MAX && e->link_chars * 2 <= e->chars + 8 &&
	       rel_time(x->text.p + e->off, e->len);
}

/* Does s hold a time of day, "18:44", "9:05"? */
static int hour_minute(const char *s, size_t n)
{
	for (size_t i = 1; i + 2 < n; i++)
		if (s[i] == ':' && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]) && isdigit((unsigned char)s[i + 2]))
			return 1;
	return 0;
}

/* Does a line close with a post's number, "#1", "#12"? Its box may be
 * run on to the time before it, no space between ("Gestern, 08:14#1",
 * vBulletin 4's "postcounter"). */
#define POST_NUMBERED 40
static int post_number(const char *s, size_t n)
{
	size_t k = n;
	while (k > 0 && isdigit((unsigned char)s[k - 1]))
		k--;
	return k < n && n - k <= 5 && k >= 1 && s[k - 1] == '#' &&
	       (k == 1 || s[k - 2] == ' ' || isdigit((unsigned char)s[k - 2]));
}

/* A line of a post's author cell: a name or a rank, one or two words,
 * no punctuation, in a table's cell ("Gianni_Bo", "Moderatore"). */
static int cell_line(const struct extractor *x, const struct block *t)
{
	if (t->words > 2 || t->chars > 20 || t->punct)
		return 0;
	if (t->tag & F_TD)
		return 1;
	for (int a = t->owner, up = 0; a >= 0 && up < 3; a = x->nodes[a].parent, up++)
		if (x->nodes[a].tag & F_TD)
			return 1;
	return 0;
}

static int post_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	int from = i + 1;
	/* or the time alone, its name in a box of its own ("•vor 3 Tg."),
	 * or the time and the post's number, its permalink, no name
	 * (vBulletin's "24-nov-2024, 21:14 #1") */
	int rel = b->keep > 0 && b->chars <= POSTHEAD_MAX && rel_time(s, b->len);
	if (rel && !b->link_chars && b->chars <= REL_ALONE && b->words <= 4 &&
	    !(b->tag & (F_LI | F_TD | F_HEAD)))
		goto text;
	if (b->keep > 0 && b->chars <= POST_NUMBERED && b->words <= 5 &&
	    !b->link_chars == !post_number(s, b->len) && !(b->tag & (F_LI | F_HEAD))) {
		/* the two in cells of their own, side by side */
		const struct block *p = i > 0 ? &b[-1] : NULL, *q = i + 1 < end ? &b[1] : NULL;
		if (post_number(s, b->len) &&
		    (hour_minute(s, b->len) ||
		     (p && p->chars <= POST_NUMBERED && !p->link_chars &&
		      hour_minute(x->text.p + p->off, p->len))))
			goto text;
		if (q && q->chars <= POST_NUMBERED && q->link_chars &&
		    post_number(x->text.p + q->off, q->len) && !post_number(s, b->len) &&
		    hour_minute(s, b->len)) {
			from = i + 2;
			goto text;
		}
	}
	if (b->keep <= 0 || b->chars > POSTHEAD_MAX || b->words > 8 || !b->link_chars ||
	    b->link_chars > POSTHEAD_NAME || b->link_chars * 2 > b->chars ||
	    (b->tag & (F_LI | F_TD | F_HEAD)))
		return 0;
	char e = s[b->len - 1];
	if (b->lead < POSTHEAD_LEAD ||
	    (!rel && (e == '.' || e == '!' || e == '?' || !hour_minute(s, b->len))))
		return 0;
text:
	/* a quote's source in a reply ("kim hat geschrieben: Sa 13. Jan
	 * 2024, 19:20") is the quote's */
	for (int a = b->owner, up = 0; a >= 0 && up < 8; a = x->nodes[a].parent, up++)
		if (x->nodes[a].tag & F_QUOTE)
			return 0;
	/* the post's text under it, past a greeting ("Bonjour,"), or past
	 * its author's cell of a name and a rank, one or two words a line
	 * ("Gianni_Bo", "Utente", "Moderatore", "Junior Member"); a short
	 * sentence that closes with its stop is a post ("Perfetto, grazie
	 * mille!", "Danke, hat geklappt.") */
	for (int n = from, seen = 0, cell = 0; n < end && seen < 2; n++) {
		const struct block *t = &x->blocks[n];
		if (t->keep <= 0)
			continue;
		if (is_prose(t) || (t->words >= 2 && !t->link_chars &&
		                    ends_sentence(x->text.p + t->off, t->len)))
			return 1;
		if (cell < 3 && cell_line(x, t)) {
			cell++;
			continue;
		}
		seen++;
	}
	return 0;
}

static void drop_post_heads(struct extractor *x, int first, int end)
{
	int run = 0, kept = 0;
	for (int i = first; i < end && run < POSTHEAD_RUN; i++)
		run += post_head(x, i, end);
	/* one kept, the others dropped already (the first post's, kept
	 * at the container's top or over a short post: "Gestern, 08:14
	 * #1", "12-05-2025, 08:44 #3"): a head the selection dropped
	 * counts, judged as if kept */
	for (int i = first; i < end && run == 1 && kept < POSTHEAD_RUN - 1; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->w < 0)
			continue;
		int k = b->keep;
		b->keep = 1;
		kept += post_head(x, i, end);
		b->keep = k;
	}
	run += kept;
	if (run < POSTHEAD_RUN)
		return;
	for (int i = first; i < end; i++)
		if (post_head(x, i, end)) {
			x->blocks[i].keep = 0;
			/* and the author's cell between it and the text */
			for (int n = i + 1, k = 0; n < end && k < 4; n++) {
				struct block *t = &x->blocks[n];
				if (t->keep <= 0 || post_head(x, n, end))
					continue;
				if (is_prose(t) || !cell_line(x, t))
					break;
				t->keep = 0;
				k++;
			}
		}
}

/* A finance page's note under the story that it gives no advice to trade
 * ("Keine Anlageberatung: Die Inhalte stellen keine Aufforderung zum Kauf
 * ... dar", "This article does not constitute investment advice", "ne
 * constitue pas un conseil en investissement", "no constituye
 * asesoramiento de inversión"), under ADVICE_MAX characters: a stem of the
 * phrases first ("nlage", "nvest"), then the phrases. */
#ifndef ADVICE_MAX
#define ADVICE_MAX 600
#endif
static int advice_note(const char *s, size_t n)
{
	static const char *const advice[] = {
		"keine anlageberatung", "keine anlageempfehlung", "keine aufforderung zum kauf",
		"keine kauf- oder verkaufsempfehlung", "not investment advice",
		"not constitute investment advice", "not financial advice",
		"conseil en investissement", "recommandation d'investissement",
		"asesoramiento de inversi\xC3\xB3n", "recomendaci\xC3\xB3n de inversi\xC3\xB3n",
		"consulenza in materia di investimenti", "consulenza finanziaria",
		"geen beleggingsadvies",
	};
	return n < ADVICE_MAX &&
	       (memmem(s, n, "nlage", 5) || memmem(s, n, "nvest", 5) || memmem(s, n, "nversi", 6) ||
	        memmem(s, n, "ufforderung", 11) || memmem(s, n, "inanz", 5) ||
	        memmem(s, n, "inancial", 8) || memmem(s, n, "elegging", 8)) &&
	       HAS_ANY_CI(s, n, advice);
}

/* The note that the story is no investment advice (advice_note) in a box
 * of its own under the body, a finance site's ("<div class=disclaimer-box>"
 * after "<div class=news-article__body>"), goes: no kept prose after it,
 * and the box that holds it holds no kept text before it. One set as a
 * paragraph of the body, a blogger's "Risikohinweis: Dieser Artikel ist
 * keine Anlageberatung." under the post, is the post's (the golds keep
 * it), and so is a paragraph that quotes the words in a story whose
 * paragraphs are each in a box ("... it was 'not financial advice'"). */
static void drop_advice_notes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = end - 1; i > first; i--) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		if (b->chars < 40 || !advice_note(x->text.p + b->off, b->len)) {
			if (is_prose(b))
				break;
			continue;
		}
		int prev = i - 1;
		while (prev >= first && x->blocks[prev].keep <= 0)
			prev--;
		if (prev < first)
			break;
		if (nd[nd[b->owner].parent].first_block > prev)
			b->keep = 0;
		else
			break;
	}
}

/* A machine's time stamp alone on its line, ISO 8601 as a page's template
 * prints it unformatted ("2024-11-18T07:41:12.6 +00:00", a Q&A page's
 * post times): no text of the page. Digits, "-", ":", ".", "+", "Z" and
 * spaces only, under ISO_STAMP characters, a "T" between the date and the
 * time. */
#ifndef ISO_STAMP
#define ISO_STAMP 40
#endif
static int iso_stamp(const char *s, size_t n)
{
	static const char shape[] = "dddd-dd-ddTdd:dd";
	if (n < sizeof shape - 1 || n >= ISO_STAMP)
		return 0;
	for (size_t i = 0; i < sizeof shape - 1; i++)
		if (shape[i] == 'd' ? !isdigit((unsigned char)s[i]) : s[i] != shape[i])
			return 0;
	for (size_t i = sizeof shape - 1; i < n; i++)
		if (!isdigit((unsigned char)s[i]) && !strchr("-:.+Z ", s[i]))
			return 0;
	return 1;
}

static void drop_iso_stamps(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && iso_stamp(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* A magazine's line about the writer closing the piece, the name a
 * link to the writer's page, in a box whose class names nothing
 * ("ContributorBio": "<a>Daniel Okafor</a> is a contributing writer at
 * ...", "<a>Jana Brandt</a> ist Redakteurin im Ressort Wissen.", "<a>Léa
 * Martin</a> est journaliste ...", "<a>Ana Ruiz</a> es periodista ..."):
 * the last kept block, under TAIL_BIO characters, opens with a name of
 * two to four capitalised words, the only link, then the verb and a word
 * for the trade; TAIL_BODY characters of kept prose come before it. */
#ifndef TAIL_BIO
#define TAIL_BIO 300
#endif
#ifndef TAIL_BODY
#define TAIL_BODY 1000
#endif
static void drop_tail_bio(struct extractor *x, int first, int end)
{
	static const char *const verb[] = {
		" is a ", " is an ", " is the ", " ist ", " est ", " es ", " \xC3\xA8 ",
		" is een ", " is redacteur",
	};
	static const char *const trade[] = {
		"writer", "editor", "journalist", "correspondent", "reporter", "columnist",
		"contributor", "author", "redakteur", "korrespondent", "autor", "r\xC3\xA9" "dact",
		"periodista", "redactor", "corresponsal", "giornalista", "scrittri",
		"scrittore", "schrijver", "verslaggever", "chroniqueu",
	};
	int last = -1;
	long body = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	if (last < 0)
		return;
	struct block *b = &x->blocks[last];
	const char *s = x->text.p + b->off;
	if (!b->link_chars || b->len >= TAIL_BIO || (b->tag & (F_HEAD | F_LI)) ||
	    !isupper((unsigned char)s[0]))
		return;
	for (int i = first; i < last; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body < TAIL_BODY)
		return;
	/* the name: two to four words, each capitalised, then the verb */
	size_t k = 0;
	int words = 0;
	while (k < b->len && words < 5) {
		unsigned char c = (unsigned char)s[k];
		if (!isupper(c) && c < 0xC3)
			return;
		while (k < b->len && s[k] != ' ')
			k++;
		words++;
		for (size_t v = 0; v < sizeof verb / sizeof *verb; v++)
			if (starts_with_ci(s + k, b->len - k, verb[v])) {
				if (words < 2 || (size_t)b->link_chars > k ||
				    !HAS_ANY_CI(s + k, b->len - k, trade))
					return;
				b->keep = 0;
				return;
			}
		k++;
	}
}

/* An author's box after the story, named so ("article-author-box"), whose
 * name line is followed by a line that opens with the same name ("Mads
 * Holm" over "Mads Holm er autoriseret psykolog og ...", "Anna Rossi" over
 * "Anna Rossi è giornalista ...", "Jan Kowalski" over "Jan Kowalski jest
 * ..."): the box goes, under BIO_CHARS characters, AV_BLOCKS blocks at
 * most, when TAIL_BODY characters of prose come before it, though a note
 * of the paper's is kept after it and the body seems to run on past it
 * (an op-ed's "Kronikker og debatindlæg udtrykker skribentens
 * holdning"). */
static void drop_named_bio(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	long body = 0;
	for (int i = first; i + 1 < end; i++) {
		const struct block *b = &x->blocks[i];
		int m = nd[b->owner].nearest_meta;
		if (m <= c) {
			if (b->keep > 0 && is_prose(b))
				body += b->chars;
			continue;
		}
		const struct block *e = &x->blocks[i + 1];
		if (body < TAIL_BODY || !(nd[m].hint & H_AUTHOR) || e->keep <= 0 ||
		    nd[e->owner].nearest_meta != m || b->words < 2 || b->words > 4 ||
		    b->stops || !byline_line(b, x->text.p + b->off) || e->len <= b->len ||
		    memcmp(x->text.p + e->off, x->text.p + b->off, b->len) ||
		    x->text.p[e->off + b->len] != ' ' || nd[m].tchars >= BIO_CHARS ||
		    nd[m].end_block - nd[m].first_block > AV_BLOCKS)
			continue;
		unkeep(x, nd[m].first_block, nd[m].end_block);
		i = nd[m].end_block - 1;
	}
}

/* A short copyright line ("(C) 2006 Name", "Copyright 1999-2005 ...",
 * "... All rights reserved."): after the body, the site's footer. A news
 * agency's notice ("may not be published, broadcast, rewritten or
 * redistributed") and one in parentheses close the story and are part of
 * it. */
#ifndef NOTICE_MAX
#define NOTICE_MAX 150
#endif
static int footer_copyright(const char *s, size_t n)
{
	static const char *const w[] = {
		"all rights reserved", "alle rechte vorbehalten", "tous droits r\xC3\xA9serv\xC3\xA9s",
		"todos los derechos reservados", "tutti i diritti riservati",
		"todos os direitos reservados", "alle rechten voorbehouden",
		"riproduzione riservata", "wszelkie prawa zastrzeżone", "všechna práva vyhrazena",
		"alla rättigheter förbehållna", "Все права защищены", "все права защищены",
		"tüm hakları saklıdır",
	};
	if (!n || n >= NOTICE_MAX || s[0] == '(' || has_ci(s, n, "redistribut"))
		return 0;
	return starts_with_ci(s, n, "\xC2\xA9") || starts_with_ci(s, n, "copyright") ||
	       HAS_ANY_CI(s, n, w);
}

/* Are a and b the same text, a run of digits in one matching any run in
 * the other ("2 Kommentare", "0 Kommentare")? */
static int same_but_counts(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i = 0, j = 0;
	while (i < na && j < nb) {
		if (isdigit((unsigned char)a[i]) && isdigit((unsigned char)b[j])) {
			while (i < na && isdigit((unsigned char)a[i]))
				i++;
			while (j < nb && isdigit((unsigned char)b[j]))
				j++;
		} else if (a[i++] != b[j++]) {
			return 0;
		}
	}
	return i == na && j == nb;
}

/* Does block i's text come again in a later block before end? A comment
 * heading that does ("Add a comment" under each answer of a question) is
 * a post's widget, not the page's comment section; and so is one in a
 * box named for comments whose text comes again but for its count, "2
 * Kommentare", "0 Kommentare", each answer's on a Q&A portal (a list of
 * teasers' counts, "15 comments", "10 comments", has no such box). */
static int repeated_below(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	int counts = x->nodes[b->owner].incm;
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->len == b->len && !memcmp(x->text.p + e->off, s, b->len))
			return 1;
		if (counts && e->len + 4 >= b->len && e->len <= b->len + 4 &&
		    same_but_counts(x->text.p + e->off, e->len, s, b->len))
			return 1;
	}
	return 0;
}

/* Is element k inside a blockquote below box a? A link there is the
 * source of a quotation ("Quote from: X on <date>"), no headline. (A box
 * that is a blockquote is an embedded post: its source at its foot.) */
static int in_quote(const struct extractor *x, int k, int a)
{
	for (; k > a; k = x->nodes[k].parent)
		if (x->nodes[k].tag & F_QUOTE)
			return 1;
	return 0;
}

/* A block under a boilerplate hint in a card below container c that is
 * under an author hint, or a date under a date hint: a post's header
 * ("<div class=answer-header><a class=userinfo-name>", "<div
 * class=email-date>"), no teaser's headline; so is a live blog entry's
 * stamp in a box named a header, "<header class=c_h>Publié à 16h58", "<div
 * class=ticker-posting-header>20:15 Katharina Mittelstaedt": the entries
 * were dropped as teaser cards. */
static int post_header(const struct extractor *x, const struct block *e, int c)
{
	int m = x->nodes[e->owner].nearest_meta;
	return (m > c && ((x->nodes[m].hint & H_AUTHOR) ||
	                  date_link(x->text.p + e->off, e->len))) ||
	       entry_stamp(e, x->text.p + e->off);
}

/* Is block e's boilerplate hint its own heading's name, "header" and no
 * other word? A page builder's card names its linked title so ("<h4
 * class=et_pb_module_header><a>Arbeitsrecht</a>", a service over its
 * text): the title of a card, not a box of boilerplate around it. */
static int named_head(const struct extractor *x, const struct block *e)
{
	const struct node *nd = x->nodes;
	int k = nd[e->owner].nearest_neg;
	for (int m = e->owner; m >= 0 && m >= k; m = nd[m].parent)
		if (m == k)
			return (nd[k].tag & F_HEAD) && !(nd[k].tag & F_H1) &&
			       nd[k].negkey == neg_bit("header", 6);
	return 0;
}

/* A live blog entry's title in its header box with its stamp: a heading
 * (h2-h6, no link, under 120 characters) right after an entry stamp under
 * the same boilerplate hint below container c ("<header class=
 * lx-post__header><time>14:32</time><h3>Chancellor arrives ...</h3>"). */
static int header_title(const struct extractor *x, const struct block *e, int c)
{
	const struct node *nd = x->nodes;
	int neg = nd[e->owner].nearest_neg;
	return neg > c && e > x->blocks && (e->tag & (F_HEAD | F_H1)) == F_HEAD &&
	       !e->link_chars && e->chars < 120 && nd[e[-1].owner].nearest_neg == neg &&
	       entry_stamp(&e[-1], x->text.p + e[-1].off);
}

/* A reply's subject ("Re: <the thread's title>", German "AW:", Dutch
 * "Antw:", Polish "Odp:", Scandinavian "Sv:", Finnish "Vs:", Italian "R:",
 * "Rif:", Spanish "RV:"): a post's title, no headline of a teaser. */
static int reply_subject(const char *s, size_t n)
{
	static const char *const w[] = {
		"re:", "aw:", "antw:", "odp:", "sv:", "vs:", "r:", "rif:", "rv:",
		"r\xC3\xA9" "f:",
	};
	return STARTS_ANY_CI(s, n, w);
}

/* Is block e a reply's title in a thread, "Re: <headline>", "AW: ...",
 * below the headline: the subject that a forum sets over each post as a
 * link to it, under the thread's title (Simple Machines', vBulletin's)? A
 * teaser's headline names another page; one that names this page (a
 * blog's list of its latest posts) has no reply's mark. */
static int thread_subject(const struct extractor *x, const struct block *e)
{
	if (x->headline < 0 || e - x->blocks <= x->headline)
		return 0;
	const struct block *h = &x->blocks[x->headline];
	const char *s = x->text.p + e->off;
	size_t n = e->len;
	if (n <= h->len || !reply_subject(s, n))
		return 0;
	const char *c = memchr(s, ':', n);
	for (c++; c < s + n && *c == ' '; c++)
		;
	n -= (size_t)(c - s);
	return n == h->len && !strncasecmp(c, x->text.p + h->off, n);
}

/* Is box a (or one of its KIN_UP nearest ancestors below container c, none
 * holding block b) of the tag and class of a box around block b, the
 * body's longest paragraph? A card of short links so made is a reply in
 * the thread whose first post holds the body. */
#ifndef KIN_UP
#define KIN_UP 3
#endif
#ifndef KIN_POSTS
#define KIN_POSTS 2
#endif
static int body_kin(const struct extractor *x, int c, int a, int b)
{
	const struct node *nd = x->nodes;
	if (b < 0)
		return 0;
	for (int k = a, up = 0; k > c && up <= KIN_UP; k = nd[k].parent, up++) {
		if (nd[k].first_block <= b && b < nd[k].end_block)
			return 0;
		if (!nd[k].cls)
			continue;
		for (int m = x->blocks[b].owner; m > c; m = nd[m].parent)
			if (nd[m].cls == nd[k].cls)
				return 1;
	}
	return 0;
}

/* A heading (h2-h6, no link, no sentence, no date, no byline, no comment
 * section's) whose box's next block is a paragraph of link-free prose in
 * the same box: a card's title over its text (a company's service),
 * whatever words it opens with. */
static int card_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	return (b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars &&
	       !ends_sentence(s, b->len) && !date_link(s, b->len) &&
	       !starts_with_word(s, b->len, "by ") && !comment_head(b, s) &&
	       i + 1 < end &&
	       is_prose(nb) && !nb->link_chars &&
	       nd[nb->owner].parent == nd[b->owner].parent;
}

/* A question (3+ words, no link, ending in "?") over a paragraph of
 * link-free prose in its box, the answer within two levels: an FAQ's item
 * of an accordion, its question named a title ("elementor-tab-title").
 * A link within the page is the accordion's toggle ("<h4 class=
 * panel-title><a href=#faq-3>...?</a>", Avada's, WPBakery's), and the
 * box may hold the pair alone further up, past the boxes around the
 * question and around the answer ("panel-heading", "panel-collapse").
 * With links set, the answer may hold a link in under 1/FAQ_LINKS of its
 * text ("Legen Sie uns vorher einen <a>Heil- und Kostenplan</a> vor."):
 * an accordion's answers after the body (faq_after). */
#ifndef FAQ_LINKS
#define FAQ_LINKS 4
#endif
static int faq_pair(const struct extractor *x, int i, int end, int links)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (i + 1 >= end || !n || s[n - 1] != '?' || b->words < 3 ||
	    b->link_chars != b->anchor_chars || !is_prose(nb) ||
	    nb->link_chars * FAQ_LINKS > nb->chars * links)
		return 0;
	int p = nd[b->owner].parent, q = nd[nb->owner].parent;
	if (p >= 0 && (q == p || (q >= 0 && nd[q].parent == p)))
		return 1;
	for (int a = p, k = 0; a >= 0 && k < 3 && nd[a].first_block == i; a = nd[a].parent, k++)
		if (nd[a].end_block > i + 1)
			return nd[a].end_block == i + 2;
	return 0;
}

static int faq_question(const struct extractor *x, int i, int end)
{
	return faq_pair(x, i, end, 0);
}

/* Is boilerplate box n, named a header and nothing else, past a paragraph
 * of the body, a heading's box with no link in it? The header of a section
 * of the body (a recipe card's, "mv-create-header": its title, description
 * and times), not the site's: its name is no verdict. */
static int body_header(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && d->nheads >= 1 && d->nprose >= 1 &&
	       d->plain == d->tchars;
}

static int marked_lead(const struct extractor *x, const struct block *b);

/* Does box a hold a lead by its markup (marked_lead)? */
static int lead_in(const struct extractor *x, int a)
{
	for (int j = x->nodes[a].first_block; j < x->nodes[a].end_block; j++)
		if (marked_lead(x, &x->blocks[j]))
			return 1;
	return 0;
}

/* Is boilerplate box n, named a header and nothing else, the article's
 * header: the box around the headline? */
static int headline_box(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && x->headline >= d->first_block &&
	       x->headline < d->end_block;
}

/* A block of pictographs alone ("💡", "⚠️" over a callout's text, Ghost's
 * "kg-callout-emoji", Notion's page icon): an icon, no text. Emoji and
 * symbols (U+1F000 up; U+2600 to U+27BF; U+2B00 to U+2BFF) with their
 * variation selector and joiner, ICON_MAX characters at most. */
#ifndef ICON_MAX
#define ICON_MAX 4
#endif
static int emoji_alone(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	int icons = 0;
	for (size_t i = 0; i < n;) {
		if (u[i] == ' ') {
			i++;
		} else if (u[i] == 0xF0 && i + 3 < n && u[i + 1] == 0x9F) {
			icons++;
			i += 4;
		} else if (u[i] == 0xE2 && i + 2 < n &&
		           ((u[i + 1] >= 0x98 && u[i + 1] <= 0x9E) ||
		            (u[i + 1] >= 0xAC && u[i + 1] <= 0xAF))) {
			icons++;
			i += 3;
		} else if (i + 2 < n && ((u[i] == 0xEF && u[i + 1] == 0xB8 && u[i + 2] == 0x8F) ||
		                         (u[i] == 0xE2 && u[i + 1] == 0x80 && u[i + 2] == 0x8D))) {
			i += 3;  /* the variation selector, the joiner */
		} else {
			return 0;
		}
	}
	return icons > 0;
}

/* A block of digits alone ("2"): in a list item, a counter (Invision's
 * reactions under a post, "<li class=ipsReact_reactCount>"), which context
 * smoothing kept between paragraphs. */
static int lone_number(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return 0;
	return n > 0;
}

/* A date by its figures: a time or a date in figures ("17:40",
 * "26.11.2026"), a year ("März 2024", "Office 2021") or a date as one
 * number ("Sunday 121111"); a short number alone is none ("2. Angebot", a
 * step's title; "Microsoft 365", a product). */
static int dated(const char *s, size_t n)
{
	if (clock_time(s, n))
		return 1;
	for (size_t i = 0; i + 4 <= n; i++) {
		if (i > 0 && isdigit((unsigned char)s[i - 1]))
			continue;
		size_t d = 0;
		while (i + d < n && isdigit((unsigned char)s[i + d]))
			d++;
		if (d >= 5 || (d == 4 && ((s[i] == '1' && s[i + 1] == '9') ||
		                          (s[i] == '2' && s[i + 1] == '0'))))
			return 1;  /* a year, or a date as one number ("121111") */
	}
	return 0;
}

/* A byline's line that gives the reading time: a figure of minutes and a
 * word that says reading follows ("3. Februar 2025 · 6 Min. Lesezeit",
 * "Bewegung · 12. November 2024 · 4 Min. Lesezeit", "7 min read", "5 min
 * de lecture", "2 Min. de lectura", "4 minuti di lettura", "3 min
 * leestijd"), or the minutes close a line with a date in it and a dot or
 * a bar between its parts ("Felix Brandner 07.05.2025 · 6 Min."), or
 * close a line with a date in figures and its year in it ("Andrea
 * Fontana (Text) 21.11.2026, 05.30 Uhr 12 min", "14.03.2025 8 min"): the
 * line a blog or magazine sets in utility or hashed classes between its
 * headline and its text, no class to name it a byline. Under READ_LINE
 * bytes; a recipe's times ("Backzeit 30 Min.") have no date nor dot. */
#ifndef READ_LINE
#define READ_LINE 100
#endif

/* A date in figures with its year in s[0..n) ("21.11.2026", "3/4/2025"). */
static int figure_date(const char *s, size_t n)
{
	for (size_t i = 0; i + 8 <= n; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i, parts = 0;
		while (parts < 2) {
			size_t d = 0;
			while (j + d < n && isdigit((unsigned char)s[j + d]))
				d++;
			if (!d || d > 2 || j + d >= n || (s[j + d] != '.' && s[j + d] != '/'))
				break;
			j += d + 1;
			parts++;
		}
		if (parts == 2 && j + 4 <= n && lone_number(s + j, 4) &&
		    (j + 4 == n || !isdigit((unsigned char)s[j + 4])))
			return 1;
	}
	return 0;
}

static int read_time_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"read", "lese", "de lect", "de lei", "di lett", "lectura", "lecture",
		"lettura", "leitura", "leestijd", "lezen",
	};
	if (n >= READ_LINE)
		return 0;
	for (size_t i = 0; i + 3 < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			continue;
		size_t j = i + 1;
		if (j < n && s[j] == ' ')
			j++;
		if (j + 3 > n || strncasecmp(s + j, "min", 3))
			continue;
		j += 3;
		while (j < n && (isalpha((unsigned char)s[j]) || s[j] == '.'))
			j++;
		while (j < n && s[j] == ' ')
			j++;
		if (j == n)
			return (dated(s, n) && (has_ci(s, n, "\xC2\xB7") || memchr(s, '|', n))) ||
			       figure_date(s, i);
		size_t k = 0;
		while (k < sizeof w / sizeof *w && !starts_with_ci(s + j, n - j, w[k]))
			k++;
		if (k == sizeof w / sizeof *w)
			continue;
		/* the word ends the line or a part of it: "20 minutes read
		 * Wings 16, Canucks 5" is a sentence */
		for (j += strlen(w[k]); j < n && isalpha((unsigned char)s[j]); j++)
			;
		while (j < n && s[j] == ' ')
			j++;
		if (j == n || s[j] == '|' || (j + 1 < n && !memcmp(s + j, "\xC2\xB7", 2)))
			return 1;  /* "· Aktualisiert ...", "| Updated ..." */
	}
	return 0;
}

/* A news story's stamp line, set between its headline and its text or
 * under it in a box whose class names nothing ("news-detail-info",
 * "ArticleMeta_times__r3"): a short line, no link and no sentence, that
 * holds a time of day in figures with a colon ("11:24"; "QS8.1 ...
 * (Updated Sep 24 '02)" is a review's title) and a word that says when
 * the story went up or was changed ("Haber Merkezi Giriş: 27.11.2026 - 11:24
 * Güncelleme: 27.11.2026 - 12:05", "27.11. 9:12 • Päivitetty 27.11.
 * 11:40", "Publicerad 26 nov 2026 kl 16:00", "Veröffentlicht: 27.11.2026,
 * 10:05 Uhr", "Обновлено 14:32"; a date alone, "Tucson, Arizona |
 * Published: 01.09.2008", is a dateline). An event's date and hour ("Samstag,
 * 12. Dezember, 19:30 Uhr") under its title has no such word and stays,
 * and so does a forum post's date over its subject ("Samstag, 13. Juni
 * 2009, 16:40"), a line of the thread. */
#ifndef STAMP_LINE
#define STAMP_LINE 100
#endif
static int stamp_line(const struct block *b, const char *s)
{
	static const char *const when[] = {
		"published", "updated", "posted", "ver\xC3\xB6" "ffentlicht", "aktualisiert",
		"publi\xC3\xA9", "mis \xC3\xA0 jour", "publicado", "actualizado",
		"pubblicato", "aggiornato", "gepubliceerd", "bijgewerkt", "publicerad",
		"uppdaterad", "publisert", "oppdatert", "udgivet", "opdateret",
		"julkaistu", "p\xC3\xA4ivitetty", "opublikowano", "aktualizacja",
		"zaktualizowano", "publikov\xC3\xA1no", "aktualizov\xC3\xA1no",
		"publikovan\xC3\xA9", "aktualizovan\xC3\xA9", "friss\xC3\xADtve",
		"publik\xC3\xA1lva", "publicat", "actualizat", "objavljeno", "a\xC5\xBEurirano",
		"yay\xC4\xB1nlanma", "g\xC3\xBCncelleme", "giri\xC5\x9F:",
		"Опублик", "опублик", "Обнов", "обнов", "Онов", "онов",
	};
	if (b->len >= STAMP_LINE || b->link_chars || (b->tag & F_HEAD) || b->words < 2 ||
	    ends_sentence(s, b->len))
		return 0;
	const char *p = s + 1;
	while ((p = memchr(p, ':', b->len - 1 - (size_t)(p - s))) &&
	       !(isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])))
		p++;
	return p && HAS_ANY_CI(s, b->len, when);
}

/* A year alone, or a span of years ("1878", "1998-2004", "1998 – 2004"):
 * a step of a company's history in its timeline. */
static int bare_year(const char *s, size_t n)
{
	if (n < 4 || (s[0] != '1' && s[0] != '2') || !lone_number(s, 4))
		return 0;
	if (n == 4)
		return 1;
	size_t i = 4;
	while (i < n && (s[i] == ' ' || s[i] == '-'))
		i++;
	if (i + 3 < n && !memcmp(s + i, "\xE2\x80\x93", 3))  /* an en dash */
		i += 3;
	while (i < n && s[i] == ' ')
		i++;
	return i > 4 && n - i == 4 && lone_number(s + i, 4);
}

/* A chapter's number alone over its title, a scrollytelling story's or a
 * long read's label ("Kapitel 3", "Chapter IV", "Chapitre 2", "Capítulo
 * 5", "Hoofdstuk 1", "Teil 2"): the word, a space, and a number in
 * figures or in Roman ones. */
static int chapter_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"kapitel ", "chapter ", "chapitre ", "capitulo ", "cap\xC3\xADtulo ",
		"capitolo ", "hoofdstuk ", "teil ", "part ", "partie ", "parte ",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t m = strlen(w[k]);
		if (n <= m || n > m + 4 || !starts_with_ci(s, n, w[k]))
			continue;
		size_t i = m;
		while (i < n && (isdigit((unsigned char)s[i]) || strchr("IVXL", s[i])))
			i++;
		return i == n;
	}
	return 0;
}

/* A player's running time alone on its line, under a video's title:
 * minutes, a colon, two digits and "min" ("1:42 min", "01:12 Min."). */
static int media_duration(const char *s, size_t n)
{
	size_t i = 0;
	while (i < n && i < 3 && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i + 7 > n || s[i] != ':' || !isdigit((unsigned char)s[i + 1]) ||
	    !isdigit((unsigned char)s[i + 2]) || s[i + 3] != ' ' ||
	    strncasecmp(s + i + 4, "min", 3))
		return 0;
	i += 7;
	return i == n || (i + 1 == n && s[i] == '.');
}

/* A slideshow's counter over or under each picture: "Bild 2 von 12",
 * "Image 3 of 12", "Photo 3 sur 12", "Foto 3 de 12", "Bild 3/12": up to
 * one word, a number, "of" in one of the major European languages (or a
 * slash after a word: "9/10" alone is a rating), a number no smaller than
 * the first; furniture, not a caption. */
static int slide_counter(const char *s, size_t n)
{
	static const char *const of[] = {
		"von", "of", "sur", "de", "di", "van", "z", "ze", "av", "af", "/",
		"\xD0\xB8\xD0\xB7",
	};
	size_t i = 0, w = 0;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	if (i) {  /* the word ("Bild", "Slide"): letters, a sign or two */
		if (i > 16 || i >= n || s[i] != ' ')
			return 0;
		for (size_t k = 0; k < i; k++)
			w += isalpha((unsigned char)s[k]) || (unsigned char)s[k] >= 0x80;
		if (w * 2 < i)
			return 0;
		i++;
	}
	long a = 0, b = 0;
	size_t d = i;
	while (i < n && isdigit((unsigned char)s[i]) && i - d < 4)
		a = a * 10 + (s[i++] - '0');
	if (i == d)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	size_t c = i;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	int hit = 0;
	for (size_t k = 0; k < sizeof of / sizeof *of; k++)
		if (i - c == strlen(of[k]) && !strncasecmp(s + c, of[k], i - c))
			hit = 1;
	unsigned char e = d ? s[d - 2] : 0;  /* the word's last letter */
	if (!hit || (s[c] == '/' && !isalpha(e) && e < 0x80))
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	d = i;
	while (i < n && isdigit((unsigned char)s[i]) && i - d < 4)
		b = b * 10 + (s[i++] - '0');
	while (i < n && s[i] == ' ')
		i++;
	return i == n && i > d && a >= 1 && a <= b;
}

/* A Q&A page's heading over the answers, their count: "3 Answers", "3
 * Antworten", "3 r\xC3\xA9ponses", "3 respuestas"; furniture, not the text's. */
static int answer_count(const char *s, size_t n)
{
	static const char *const w[] = {
		"answers", "answer", "antworten", "antwort", "r\xC3\xA9ponses", "r\xC3\xA9ponse",
		"respuestas", "respuesta", "risposte", "risposta", "respostas", "resposta",
		"antwoorden", "antwoord",
	};
	size_t i = 0;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i >= n || s[i] != ' ')
		return 0;
	i++;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (n - i == strlen(w[k]) && !strncasecmp(s + i, w[k], n - i))
			return 1;
	return 0;
}

/* A listing's control over posts, answers, comments or reviews, no
 * sentence of theirs: a sort or filter control's label alone on its line
 * ("Sortiert nach:", "Sort by:", "Trier par :", "Ordenar por:", "Filtern
 * nach:", "Filtra per:", "Sorteer op:"; a Lemmy thread's "Sortieren:",
 * "Trier :" over its comments), or a count of views alone ("1.284
 * Aufrufe", "412 views", "1,2k vues", "3.100 visitas") or first in a line
 * of tallies (64 characters at most): a Q&A page's or a thread's furniture
 * between its posts. */
static int list_control(const char *s, size_t n)
{
	static const char *const ctl[] = {
		"sortiert nach", "sortieren nach", "sortierung", "sort by", "sorted by",
		"trier par", "tri\xC3\xA9 par", "ordenar por", "ordenado por", "ordina per",
		"ordinati per", "sorteer op", "sorteren op", "filtern nach", "filter by",
		"filtrer par", "filtrar por", "filtra per", "filter op", "filteren op",
	};
	/* the bare verb as the label, only with its colon: "Sortieren:",
	 * "Trier :", "Sort:", "Ordenar:", "Ordina:", "Sorteer:" (a line
	 * "Trier" alone is the town's name) */
	static const char *const verb[] = {
		"sortieren", "sort", "trier", "ordenar", "ordina", "sorteer",
		"sorteren",
	};
	static const char *const views[] = {
		"aufrufe", "zugriffe", "views", "vues", "visites", "visitas",
		"visualizaciones", "visualizzazioni", "weergaven",
	};
	if (!n || n > 64)
		return 0;
	size_t e = n;
	while (e > 0 && (s[e - 1] == ':' || s[e - 1] == ' '))
		e--;
	for (size_t k = 0; k < sizeof ctl / sizeof *ctl; k++)
		if (e == strlen(ctl[k]) && !strncasecmp(s, ctl[k], e))
			return 1;
	for (size_t k = 0; k < sizeof verb / sizeof *verb && s[n - 1] == ':'; k++)
		if (e == strlen(verb[k]) && !strncasecmp(s, verb[k], e))
			return 1;
	size_t i = 0;
	while (i < n && (isdigit((unsigned char)s[i]) ||
	                 (i && (s[i] == '.' || s[i] == ',') && i + 1 < n &&
	                  isdigit((unsigned char)s[i + 1]))))
		i++;
	if (!i)
		return 0;
	if (i < n && (s[i] == 'k' || s[i] == 'K'))
		i++;
	if (i >= n || s[i] != ' ')
		return 0;
	i++;
	/* alone, or first in a line of tallies ("8.4K views · View upvotes ·
	 * View 3 shares", "1.284 Aufrufe | 12 Antworten") */
	for (size_t k = 0; k < sizeof views / sizeof *views; k++) {
		size_t vl = strlen(views[k]), r = i + vl;
		if (n - i < vl || strncasecmp(s + i, views[k], vl))
			continue;
		if (r == n ? n <= 32 : (r + 2 < n && s[r] == ' ' &&
		                       (s[r + 1] == '|' || !strncmp(s + r + 1, "\xC2\xB7", 2) ||
		                        !strncmp(s + r + 1, "\xE2\x80\xA2", 3))))
			return 1;
	}
	return 0;
}

/* A post's salutation, "Hallo zusammen,", "Hi all,", "Bonjour,", "Bonjour
 * à toutes et à tous,", "Hola a todos y todas,": a line of up to
 * SALUTE_WORDS words, no link, that ends with a comma right over a kept
 * paragraph of prose. */
#ifndef SALUTE_WORDS
#define SALUTE_WORDS 6
#endif
static int salutation(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	return b->len && x->text.p[b->off + b->len - 1] == ',' && !b->link_chars &&
	       b->words <= SALUTE_WORDS && i + 1 < end && x->blocks[i + 1].keep == 1 &&
	       is_prose(&x->blocks[i + 1]);
}

/* A post's closing line, "Liebe Grüße", "Eure Katrin", "Cheers,", "Bisous",
 * "Der Vorstand":
 * a line of up to VALE_WORDS words, no link, that opens with a closing
 * word of the major European languages. */
#ifndef VALE_WORDS
#define VALE_WORDS 4
#endif
static const char *const vale_words[] = {
	"liebe grüße", "viele grüße", "herzliche grüße", "beste grüße", "liebe grüsse",
	"viele grüsse", "lg ", "eure ", "euer ",
	/* a hobby blog's warmer ones, "Ganz liebe Grüße", "Alles Liebe" */
	"ganz liebe grüße", "ganz viele grüße", "liebste grüße", "sonnige grüße",
	"alles liebe", "herzlichst", "bis bald", "bis dahin", "cheers",
	"best wishes", "kind regards", "warm regards", "love,", "xoxo", "bisous",
	"à bientôt", "amitiés", "un abrazo", "besos", "saludos", "un saluto",
	"saluti", "a presto", "groetjes", "liefs", "hartelijke groet", "tot snel",
	/* a weekly newsletter's, "Bis nächste Woche,<br>Mira", "See you next
	 * week", "À la semaine prochaine" */
	"bis nächste woche", "bis zur nächsten", "bis zum nächsten mal",
	"see you next week", "à la semaine prochaine", "à la prochaine",
	"hasta la próxima", "hasta la semana", "alla prossima", "tot volgende week",
	"tot de volgende",
	/* an association's news signed by its board or team, "Der Vorstand",
	 * "Ihr Kita-Team", "Ihre Feuerwehr Weilerbach", "Le comité", "Het
	 * bestuur", "Il comitato", "The committee" */
	"ihr ", "ihre ", "der vorstand", "die vorstandschaft", "le comité", "het bestuur",
	"il comitato", "the committee", "la junta directiva",
	/* a support forum's and a Q&A page's formal ones */
	"mit freundlichen grüßen", "mit freundlichen grüssen", "freundliche grüße",
	"freundliche grüsse", "beste grüsse", "best regards", "bien cordialement",
	"bien à vous", "un saludo", "cordiali saluti", "met vriendelijke groet",
	"vriendelijke groet",
};
/* ... and one word alone before the name ("Gruß Tobias", "Regards, Kim";
 * "Grußwort" is no closing) */
static const char *const vale_word[] = {
	"gruß", "grüße", "gruss", "grüsse", "mfg", "regards", "cordialement", "groeten",
};
static int valediction(const struct extractor *x, const struct block *b)
{
	if (b->link_chars || b->words > VALE_WORDS || b->chars > 40)
		return 0;
	const char *s = x->text.p + b->off;
	for (size_t k = 0; k < sizeof vale_words / sizeof *vale_words; k++)
		if (starts_with_ci(s, b->len, vale_words[k]))
			return 1;
	for (size_t k = 0; k < sizeof vale_word / sizeof *vale_word; k++) {
		size_t wl = strlen(vale_word[k]);
		if (starts_with_ci(s, b->len, vale_word[k]) &&
		    (wl == b->len || s[wl] == ' ' || s[wl] == '\n' || s[wl] == ','))
			return 1;
	}
	return 0;
}

/* A post's closing at its end: a closing line right under a kept block, and
 * a name under it, a line of up to two words, no link ("Renate"). */
static int closing(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	if (i > first && b[-1].keep == 1 && valediction(x, b))
		return 1;
	return i > first + 1 && b[-2].keep == 1 && b->words <= 2 && !b->link_chars &&
	       b->chars <= 30 && valediction(x, &b[-1]);
}

/* Block j is under a caption of another picture than block i's: neither
 * caption element holds the other's block. */
static int other_caption(const struct extractor *x, int i, int j, int c)
{
	const struct node *nd = x->nodes;
	int ci = nd[x->blocks[i].owner].nearest_cap, cj = nd[x->blocks[j].owner].nearest_cap;
	return cj > c && ci != cj &&
	       !(nd[ci].first_block <= j && j < nd[ci].end_block) &&
	       !(nd[cj].first_block <= i && i < nd[cj].end_block);
}

/* Has s[0..n) k or more spaces (words set apart, not a CJK line)? */
static int spaced(const char *s, size_t n, int k)
{
	for (size_t i = 0; i < n && k > 0; i++)
		k -= s[i] == ' ';
	return k <= 0;
}

/* and one of LEAD_BARE+ words without its full stop, a headline's style
 * ("Las praderas de Posidonia ... acumulan hasta un 40 % más de carbono
 * de lo que indicaban los inventarios anteriores", a press office's
 * "entradilla", "sottotitolo"), its words set apart by spaces (a Japanese
 * press release's subtitle stays out) */
#ifndef LEAD_BARE
#define LEAD_BARE 18
#endif
static int marked_lead(const struct extractor *x, const struct block *b);

/* ... or of two sentences or more whose last lost its full stop: a stop
 * after a word of five letters or more (three if in lower case), a
 * capital after it, three words or more on either side ("Ab Mitte
 * Dezember fahren Nightline-Busse alle 15 Minuten. Die Grünen fordern
 * mehr", "Le maire a tranché lundi. Les travaux reprennent en mars"); an
 * abbreviation ("Prof. Dr. Weber", "St. Gallen") has fewer letters. */
static int inner_stop(const char *s, size_t n)
{
	int before = 0;
	for (size_t i = 0; i + 2 < n; i++) {
		if (s[i] == ' ') {
			before++;
			continue;
		}
		if ((s[i] != '.' && s[i] != '?' && s[i] != '!') || s[i + 1] != ' ' || before < 3)
			continue;
		size_t k = i;
		while (k > 0 && isalpha((unsigned char)s[k - 1]))
			k--;
		unsigned char c = (unsigned char)s[i + 2];
		if (i - k < 3 || (i - k < 5 && isupper((unsigned char)s[k])) ||
		    !(isupper(c) || c == 0xC3))
			continue;
		return spaced(s + i + 2, n - i - 2, 3);
	}
	return 0;
}

/* A form after the body in container c (a job ad's application form, a
 * contact form): FORM_BODY characters of prose or more above it in c,
 * none below it (outside forms), and under a third of c's text: its
 * labels, questions and notes ("Resume/CV *", "Do you require visa
 * sponsorship?", "By applying you confirm ...") are no part of the body.
 * A form in the body (a quiz, a calculator) has prose after it. */
#ifndef FORM_BODY
#define FORM_BODY 500
#endif
static int form_after(const struct extractor *x, int c, int f)
{
	const struct node *nd = x->nodes;
	if (nd[f].tchars * 3 >= nd[c].tchars)
		return 0;
	long above = 0;
	for (int i = nd[c].first_block; i < nd[f].first_block; i++)
		if (x->blocks[i].w > 0 && is_prose(&x->blocks[i]))
			above += x->blocks[i].chars;
	if (above < FORM_BODY)
		return 0;
	for (int i = nd[f].end_block; i < nd[c].end_block; i++) {
		const struct block *b = &x->blocks[i];
		if (b->w > 0 && is_prose(b) && nd[b->owner].nearest_form <= c)
			return 0;
	}
	return 1;
}

/* Is form f a post of a thread whose posts are named comments
 * (comment_thread), its text set in its edit form (a link board's
 * question and replies, "<div class=comment><form class=usertext><div
 * class=md><p>...")? It holds a line of prose: no form's labels. */
static int post_form(const struct extractor *x, int f)
{
	/* a comment form's note on the writer's address is no post's line
	 * ("Your email address will not be published.", "Deine E-Mail-Adresse
	 * wird nicht veröffentlicht.", "ne sera pas publiée", "no será
	 * publicada", "non sarà pubblicato", "wordt niet gepubliceerd") */
	static const char *const note[] = {
		"will not be published", "nicht ver\xC3\xB6""ffentlicht",
		"ne sera pas publi", "no ser\xC3\xA1 publicad", "non sar\xC3\xA0 pubblicat",
		"niet gepubliceerd",
	};
	const struct node *d = &x->nodes[f];
	int post = 0;
	if (!x->cthread)
		return 0;
	for (int i = d->first_block; i < d->end_block; i++) {
		const struct block *b = &x->blocks[i];
		if (!is_prose(b))
			continue;
		if (b->len < 200 && HAS_ANY_CI(x->text.p + b->off, b->len, note))
			return 0;
		post = 1;
	}
	return post;
}

/* A title line: a heading h2-h6 or a paragraph all bold, no link. */
static int title_line(const struct block *b)
{
	return !b->link_chars && ((b->tag & (F_HEAD | F_H1)) == F_HEAD ||
	                          ((b->tag & F_P) && b->bold_chars == b->chars));
}

/* A list of MID_ITEMS or more linked items, each with MID_TEXT characters
 * outside its link (a year before it, a line after it: "2014: <a>Wilhelm-
 * Raabe-Literaturpreis</a>", "<a>Sphinx</a> – a documentation generator"),
 * between kept blocks of the body (past its heading above) is the body's:
 * a biography's awards, a project's list of tools. Its items and heading
 * are kept; a menu's items are links alone, and a list of related links
 * after the body has no kept block after it. */
#define MID_ITEMS 3
#define MID_TEXT 4
static void mid_list(struct extractor *x, int l, int first, int end)
{
	int lf = x->nodes[l].first_block, le = x->nodes[l].end_block;
	if (le - lf < MID_ITEMS || le >= end || x->blocks[le].keep <= 0)
		return;
	for (int i = lf; i < le; i++) {  /* the first, decided already */
		const struct block *b = &x->blocks[i];
		if ((i > lf && b->keep != -5) || !(b->tag & F_LI) || !b->link_chars ||
		    b->chars - b->link_chars < MID_TEXT)
			return;
	}
	int h = lf - 1;
	if (h < first || !(x->blocks[h].keep > 0 || ((x->blocks[h].tag & F_HEAD) &&
	                                             h > first && x->blocks[h - 1].keep > 0)))
		return;
	if (x->blocks[h].tag & F_HEAD)
		x->blocks[h].keep = 2;
	for (int i = lf; i < le; i++)
		x->blocks[i].keep = 2;
}

/* A note's label named a title over the note's text in a small box of
 * their own: "<div class=admonition><p class=admonition-title>Hinweis</p>
 * <p>...</p>" (Sphinx's, MkDocs'), a paragraph of three words or fewer,
 * no link, its own element so named or the box of it alone, the note's
 * paragraph next in the note's box, in a box of its own too: a block
 * editor's notice, "<div class=gb-notice-title><p>Achtung</p></div><div
 * class=gb-notice-text><p>...", a help page's "<p class=notice__title>
 * Hinweis für Android-Kassen", "Remarque importante". */
static int box_label(const struct extractor *x, int i, int end, int meta)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	if (i + 1 >= end || !(b->tag & F_P) || b->words > 3 || b->link_chars ||
	    (meta != b->owner && (meta != nd[b->owner].parent ||
	                          nd[meta].end_block - nd[meta].first_block != 1)))
		return 0;
	int p = nd[meta].parent;
	return p >= 0 && nd[p].first_block <= i && i + 1 < nd[p].end_block && is_prose(nb) &&
	       !nb->link_chars && nd[p].end_block - nd[p].first_block <= 4;
}

/* Characters outside its links of a linked sentence on a page not in
 * English (select_blocks) */
#define LINKED_OUT 25

/* Is block j in the box of element k or of one of its two nearest
 * ancestors? */
static int near_box(const struct extractor *x, int k, int j)
{
	for (int up = 0; k >= 0 && up < 3; k = x->nodes[k].parent, up++)
		if (x->nodes[k].first_block <= j && j < x->nodes[k].end_block)
			return 1;
	return 0;
}

/* A score's label: block i and the score line after it in one list item,
 * a review box's list of sub-scores ("<li><span>Espresso</span><div
 * class=review-star>4,5/5</div>"), or a term and its definition in one
 * list (a review portal's "<dt>Zimmer</dt><dd>5,4</dd>", "<dt>Service
 * </dt><dd>4.5</dd>"): the label goes with its score. */
static int score_label(const struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int li = b->owner;
	if (b->chars >= 40 || i + 1 >= end || b[1].chars >= 40 || (b->tag & F_HEAD))
		return 0;
	/* or a term over its definition in one list: a review's
	 * "<dl class=sub-ratings><dt>Zimmer</dt><dd>5,4</dd>" */
	if ((b->tag & F_DT) && !(b[1].tag & F_DT)) {
		int dt = li;
		for (int up = 0; dt >= 0 && up < 2 && !(nd[dt].tag & F_DT); up++)
			dt = nd[dt].parent;
		int dl = dt >= 0 ? nd[dt].parent : -1;
		if (dl >= 0 && (nd[dt].tag & F_DT) && nd[dl].end_block > i + 1)
			return score_line(x->text.p + b[1].off, b[1].len);
	}
	for (int up = 0; li >= 0 && up < 2 && !(nd[li].tag & F_LI); up++)
		li = nd[li].parent;
	if (li < 0 || !(nd[li].tag & F_LI) || b[1].owner < li ||
	    nd[li].end_block <= i + 1)
		return 0;
	return score_line(x->text.p + b[1].off, b[1].len);
}

/* A consent placeholder's box over an embed in the body holds short
 * lines beside the placeholder's text: its title and its question
 * ("Externe Inhalte", "Möchtest du diesen empfohlenen Inhalt von TikTok
 * sehen?", "Empfohlener redaktioneller Inhalt", "Contenu externe",
 * "Contenido externo") and its button. The largest named box around the
 * placeholder (below the container) of PH_LINES blocks or fewer, each
 * other one under PH_TITLE characters or under PH_SHORT and about the
 * content and showing it, goes with it; a short post's paragraphs around
 * a placeholder in their box ("Laut der zweiten Hochrechnung ...") are no
 * part of it. */
#define PH_MAX 8
#ifndef PH_LINES
#define PH_LINES 5
#endif
#ifndef PH_SHORT
#define PH_SHORT 100
#endif
#ifndef PH_TITLE
#define PH_TITLE 30
#endif
static void placeholder_box(struct extractor *x, int c, int i)
{
	/* what is shown or loaded ("Mit Ihrer Zustimmung wird hier ein
	 * externes Video (YouTube) geladen.") */
	static const char *const show[] = {
		"display", "show", "view", "content", "anzuzeigen", "angezeigt", "anzeig",
		"inhalt", "afficher", "contenu", "mostrar", "contenido", "visualizza",
		"contenuto", "weergeven", "inhoud", "extern", "video", "geladen", "load",
		"charg", "cargar", "caricat",
	};
	const struct node *nd = x->nodes;
	int box = -1;
	for (int a = nd[x->blocks[i].owner].parent; a > c; a = nd[a].parent) {
		if (nd[a].end_block - nd[a].first_block > PH_LINES)
			break;
		int ok = 1;
		for (int j = nd[a].first_block; j < nd[a].end_block && ok; j++) {
			const struct block *e = &x->blocks[j];
			ok = j == i || e->chars < PH_TITLE ||
			     (e->chars < PH_SHORT && HAS_ANY_CI(x->text.p + e->off, e->len, show));
		}
		if (!ok)
			break;
		if (nd[a].cls)
			box = a;
	}
	if (box >= 0)
		unkeep(x, nd[box].first_block, nd[box].end_block);
}

/* A paragraph of the text that a style class names a meta box, a
 * headline's type size ("<p class=\"text-row headline-3\">In einer
 * Winternacht verschwindet ... ein 14-jähriges Mädchen.</p>", a TV
 * guide's synopsis's first line; "<p class=sub-title>La ciudad busca
 * desde hace años un gestor para la vieja piscina.</p>"): a sentence of
 * META_SENTENCE words or more that ends with a full stop, no link and no
 * date, in a <p> that bears the hint itself below the container, is the
 * text's, as one of 12 words or more is; a byline of that length ends
 * with a name ("Von Anna Muster und Max Beispiel, Berlin"), and a stamp
 * line holds a date ("Dieser Artikel wurde am 3. März 2025
 * aktualisiert."). */
#ifndef META_SENTENCE
#define META_SENTENCE 8
#endif
static int meta_sentence(const struct extractor *x, const struct block *b, int c)
{
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->nearest_meta == b->owner && (b->tag & F_P) && !b->link_chars &&
	       b->words >= META_SENTENCE && o->parent > c && b->len > 1 &&
	       s[b->len - 1] == '.' && ends_sentence(s, b->len) && !dated(s, b->len);
}

/* A newsletter's sign-up box after the post: the box around a form (an
 * email field and its button, no block of its own: an old page's form
 * around its footer is none) of SIGNUP_BLOCKS blocks and SIGNUP_CHARS
 * characters at most, three levels up at most, that names the call
 * ("Subscribe to The Climate Ledger" over "Every Friday: the energy
 * transition in Europe, in five minutes.", beehiiv's and Ghost's;
 * "Newsletter abonnieren", "Abonnez-vous"), after the body's last
 * paragraph: all its lines go. */
#ifndef SIGNUP_BLOCKS
#define SIGNUP_BLOCKS 4
#endif
#ifndef SIGNUP_CHARS
#define SIGNUP_CHARS 300
#endif
static void drop_signup_boxes(struct extractor *x, int c, int body_last, int end)
{
	static const char *const call[] = {
		"subscri", "sign up", "newsletter", "abonn", "anmeld", "inscri", "suscr",
		"iscriv", "inschrij", "join ",
	};
	const struct node *nd = x->nodes;
	if (body_last < 0)
		return;
	for (int f = c + 1; f < x->nnodes && nd[f].first_block <= end; f++) {
		if (!(nd[f].tag & F_FORM) || nd[f].first_block <= body_last ||
		    nd[f].end_block > nd[f].first_block)
			continue;
		int a = -1;
		for (int k = nd[f].parent, up = 0; k > c && up < 3; k = nd[k].parent, up++) {
			if (nd[k].end_block - nd[k].first_block > SIGNUP_BLOCKS ||
			    nd[k].tchars > SIGNUP_CHARS)
				break;
			a = k;
		}
		if (a < 0 || nd[a].first_block <= body_last)
			continue;
		int named = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block && !named; j++)
			named = HAS_ANY_CI(x->text.p + x->blocks[j].off, x->blocks[j].len, call);
		if (named)
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
}

static void select_blocks(struct extractor *x, int c)
{
	struct node *nd = x->nodes;
	int first = nd[c].first_block, end = nd[c].end_block, in_body = 0;
	int form = -1, form_out = 0;  /* the last form judged, and its verdict */
	/* three or more prices alone on their lines are a price list (a
	 * restaurant's menu, "Flädlesuppe" "6,50 €"), one or two an offer's */
	int prices = 0, ph[PH_MAX], nph = 0;
	for (int i = first; i < end && prices < 3; i++)
		prices += x->blocks[i].chars < PRICE_MAX &&
		          price_only(x->text.p + x->blocks[i].off, x->blocks[i].len);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		const char *s = x->text.p + b->off;
		double ld = b->chars ? (double)b->link_chars / b->chars : 0;
		if (i > first && x->blocks[i - 1].keep > 0 && is_prose(&x->blocks[i - 1]) &&
		    nd[x->blocks[i - 1].owner].nearest_meta <= c)
			in_body = 1;  /* a paragraph of the body came before */
		/* a date line whose text (links aside) is all of inline
		 * elements under a date hint ("<span class=date>") takes
		 * their hint after a paragraph of the body: a post's header
		 * line ("03-14-2023, 10:10 #1"); a date above the article
		 * stays (the WCEB golds keep it) */
		int meta = o->nearest_meta;
		int cap = o->nearest_cap > c || pic_caption(x, c, b, s);
		if (in_body && b->imeta && b->meta_chars && !b->other_chars &&
		    nd[b->imeta - 1].nearest_meta > meta &&
		    date_link(s, b->len))
			meta = nd[b->imeta - 1].nearest_meta;
		b->keep = 1;
		int neg = o->nearest_neg;
		if (in_body && neg > c && body_header(x, neg))
			neg = nd[nd[neg].parent].nearest_neg;
		/* a heading that links within the page (back to its table of
		 * contents) is no teaser's headline */
		b->brk = neg > c || (ld > 0.5 && !linked_prose(b, ld) &&
		         !((b->tag & F_HEAD) && b->anchor_chars * 2 >= b->link_chars)) ||
		         is_teaser(b, s);
		if (neg > c)
			/* but the body's lead, named a teaser ("<p
			 * class=teaser>", the German newsroom's word for it),
			 * or named a lead in the article's header box under
			 * the headline ("<div class=article-detail__header>
			 * ... <p class=article-detail__lead>"), over the body
			 * on a page not in English; and a live
			 * blog entry's title in its header box under its stamp
			 * is decided by its neighbours */
			b->keep = header_title(x, b, c) ? -1 :
			          !in_body && ((nd[neg].hint & H_LEAD) || headline_box(x, neg)) &&
			          marked_lead(x, b) && !(x->lang >= 0 ? x->lang : x->english);
		else if (b->len <= 3 && (b->tag & F_LI) &&
		         lone_number(s, b->len) &&
		         !(i > first && (b[-1].tag & F_DT) && b[-1].keep))
			b->keep = 0;  /* a counter in a list: a post's likes; not
			               * the value under a kept term ("Zimmer 3") */
		else if ((b->tag & F_PRE) && b->words >= 2 && !b->punct && !b->link_chars &&
		         line_numbers(s, b->len))
			b->keep = 0;  /* a listing's gutter of line numbers */
		else if (sign_rule(s, b->len))
			b->keep = 0;  /* a post's signature */
		else if (b->chars <= ICON_MAX && !b->link_chars && emoji_alone(s, b->len))
			b->keep = 0;  /* a callout's icon */
		else if (b->link_chars && b->chars < PAGER_MAX && pager_line(s, b->len))
			b->keep = 0;  /* a pager, "Seite: 1 2 3 ... 18 »" */
		else if (b->chars <= 10 && (b->tag & F_TD) && thread_head(x, i))
			b->keep = 0;  /* a thread's "Autor | Nachricht" */
		else if (!(b->tag & F_HEAD) && !b->link_chars && in_cell(nd, b) < 0 &&
		         (slide_counter(s, b->len) ||
		          (!(b->tag & F_LI) && media_duration(s, b->len))))
			b->keep = 0;  /* a slideshow's "Bild 2 von 12", a video's
			               * "1:42 min" */
		else if (o->nearest_form > c && nd[o->nearest_form].tchars < FORM_MAX &&
		         nd[o->nearest_form].tchars * 3 < nd[c].tchars * 2 &&
		         !post_form(x, o->nearest_form))
			b->keep = 0;  /* a small form's labels ("Your email:") */
		else if (o->nearest_form > c &&
		         (o->nearest_form == form ? form_out :
		          (form_out = form_after(x, c, form = o->nearest_form) &&
		                      !post_form(x, form))))
			b->keep = 0;  /* an application form's, after the body */
		else if (ingr_line(nd, b) && !is_markup(b, s))
			b->keep = 1;  /* an ingredient, its name linked or not */
		else if (download_run(x, i))
			b->keep = 1;  /* a file to download, its name linked */
		else if (b->words == 2 && !(b->tag & (F_HEAD | F_H1)) && !b->link_chars &&
		         i + 1 < end && (b[1].tag & F_HEAD) && chapter_label(s, b->len))
			/* a chapter's number over its title ("Kapitel 3" over
			 * "<h2>Rotterdam wartet</h2>"): a label, dropped, and
			 * the title is judged by the text below it */
			b->keep = SHOP_OUT;
		else if (!in_body && b->imeta && b->meta_chars && !b->other_chars &&
		         !b->link_chars && i + 1 < end && (b[1].tag & F_H1) &&
		         isalpha((unsigned char)s[0]) && dated(s, b->len) &&
		         !date_link(s, b->len))
			/* a date line that its words open, all of inline elements
			 * under a date hint, right over the headline: a press
			 * release's kicker ("<span class=date>Pressemitteilung
			 * vom 21.11.2024</span><h1>", "Communiqué de presse du
			 * 3 mars 2025", "Nota de prensa del 12/05/2025"),
			 * dropped, and the headline is judged by the text below
			 * it; a stamp of figures alone ("10.05.2024, 08:12") is
			 * a post's, decided below, and one that its date opens
			 * ("24 July 2012 Last updated at 07:12 ET") stays */
			b->keep = SHOP_OUT;
		else if (meta > c && b->chars < RECIPE_TIME && !b->link_chars &&
		         recipe_time(s, b->len))
			b->keep = 1;  /* a recipe's time, its box named a time */
		else if (meta > c && b->chars < 200 &&
		         !(b->words >= 12 && ends_sentence(s, b->len)) &&
		         !meta_sentence(x, b, c)) {
			/* a byline or date, not a sentence; a heading of the
			 * body named a "title" (a box's, "Hintergrund"), or
			 * alone in a box named a title ("elementor-heading-
			 * title"), heads a section when kept blocks are
			 * around it; so does a year alone under a date hint,
			 * a step of a company's history in its timeline
			 * ("<div class=timeline-date>1878", its title and
			 * its text after it) */
			const struct node *m = &nd[meta];
			b->keep = ((b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars &&
			           (!date_link(s, b->len) || !dated(s, b->len)) &&
			           ((in_body && meta >= nd[b->owner].parent) ||
			            (!(m->hint & H_AUTHOR) && m->end_block - m->first_block == 1 &&
			             !boiler_phrase(s, b->len)))) ||
			          (!(m->hint & H_AUTHOR) && (faq_question(x, i, end) ||
			                                     box_label(x, i, end, meta))) ||
			          (!b->link_chars && bare_year(s, b->len)) ? -1 : 0;
		} else if (o->nearest_gal > c && nd[c].prose - nd[o->nearest_gal].prose >= GAL_OUT)
			b->keep = 0;  /* a gallery of titled pictures in an article */
		else if (cap && !(b->words >= 6 && ends_sentence(s, b->len)) &&
		         !loose_caption(x, b, s, 4))
			/* a caption is kept when it is a sentence; one with its
			 * credit after it, or of two or three words, is decided
			 * below (a credit set without parentheses after the
			 * sentence, "... im Ötztal. Foto: Anna Rosen", stays
			 * between kept blocks: a picture in the body) */
			b->keep = b->words < 6 || b->link_chars ?
			          (!b->link_chars && loose_caption(x, b, s, 2) ? -6 : SHOP_OUT) :
			          credited_sentence(s, b->len) ? -3 :
			          credit_tail(s, b->len) && body_before(x, first, i) ? -4 :
			          loose_caption(x, b, s, 2) ? -6 : SHOP_OUT;
		else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 30 && row_has_text(x, b))
			b->keep = -1;  /* a linked cell of a data row: kept with its row */
		else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 80 && data_cell(x, b))
			/* and a longer one of a row of data cells: a function's
			 * return type and linked class in an API reference's
			 * signature ("bool <a>tessel::RingBuffer</a>< T >::
			 * push" | "(" | "const T &" | "value" | ")", Doxygen's) */
			b->keep = -1;
		else if (ld > 0.5 && b->chars < 30 && grid_cell(x, b))
			b->keep = -1;  /* and so is one of a grid of boxes */
		else if (ld > 0.5 && !linked_prose(b, ld)) {
			/* a linked sentence: kept between kept blocks; an item
			 * of a list (not a dt, a dd's heading): by its list. On
			 * a page not in English (the function words counted
			 * are English), a paragraph's sentence with 25 or more
			 * characters outside its links is one: "Sie ist seit
			 * 2016 Mitglied der <a>Deutschen Akademie für Sprache
			 * und Dichtung</a>.", "Il est membre de l'<a>Académie
			 * ...</a>." */
			if (is_teaser(b, s))
				b->keep = 0;
			else if (b->words >= 8 && ends_sentence(s, b->len) &&
			         (b->stops >= 3 || (!x->english && (b->tag & F_P) &&
			                            b->chars - b->link_chars >= LINKED_OUT)))
				b->keep = -1;
			/* a heading linking back to its contents; and a
			 * reference's term that links to itself, its anchor
			 * ("<dt id=index><a href=#index>index</a>", a
			 * parameter's name over its definition) */
			else if ((b->tag & (F_HEAD | F_DT)) && b->chars < 100 &&
			         b->anchor_chars * 2 >= b->link_chars)
				b->keep = -1;
			else
				b->keep = (b->tag & (F_LI | F_DT)) == F_LI && o->parent > c ? -5 : 0;
		}
		else if ((is_teaser(b, s) && b->lead) || (is_markup(b, s) && !o->inpre) ||
		         url_soup(b, s) || crumb_trail(b, s) ||
		         is_credit(b, s))
			b->keep = 0;
		else if (boiler_phrase(s, b->len))
			/* a card's heading over its text ("Print & packaging",
			 * "Werbung & Beschriftung": a service) is no widget */
			b->keep = card_head(x, i, end) ? -1 : 0;
		else if (i + 1 < end && (b[1].tag & F_HEAD) && score_line(s, b->len) &&
		         in_cell(nd, b) < 0 && !body_score(x, i, first) &&
		         !(b->tag & (F_TR | F_HEAD)))
			/* a review's score right over its title: dropped, passed
			 * over (a reader's review card's "5,3/6" between its
			 * reviewer and its title, "Gerne wieder", over the text) */
			b->keep = SHOP_OUT;
		else if (b->chars < SHOP_LINE + 40 && !(b->tag & F_HEAD) && in_cell(nd, b) < 0 &&
		         (shop_line(s, b->len) ||
		          (price_line(s, b->len) && i + 1 < end &&
		           tax_note(x->text.p + b[1].off, b[1].len))))
			b->keep = SHOP_OUT;  /* a buy box's line: dropped, passed over */
		else if (embed_placeholder(s, b->len) || embed_consent_line(s, b->len)) {
			b->keep = 0;
			if (nph < PH_MAX)
				ph[nph++] = i;
		} else if (browser_notice(s, b->len) ||
		         site_notice(s, b->len) || author_box(s, b->len) ||
		         author_lines(x, i, first, end) ||
		         forum_counter(s, b->len) || vote_count(s, b->len) ||
		         fold_tagline(s, b->len) || read_time_line(s, b->len) ||
		         ((score_line(s, b->len) || (prices < 3 && price_only(s, b->len))) &&
		          in_cell(nd, b) < 0 && !body_score(x, i, first) &&
		          !(b->tag & (F_TR | F_HEAD))) ||
		         (social_count(s, b->len) && in_cell(nd, b) < 0 && !(b->tag & F_TR)) ||
		         offer_box(s, b->len) || score_label(x, i, end) ||
		         ticket_run(x, i, first, end) ||
		         (b->chars <= 20 && i + 1 < end && b[1].chars &&
		          b[1].link_chars == b[1].chars && toc_title(s, b->len)) ||
		         ((b->tag & F_HEAD) && answer_count(s, b->len)) ||
		         list_control(s, b->len))
			b->keep = 0;
		else if (x->english && keyword_list(b, s))
			b->keep = 0;
		else if ((b->tag & F_H1) && (nd[c].key || (nd[c].tag & F_ROOT)) && !in_body)
			/* the page's headline over an article in markup; in a
			 * plain box of text (an old page's table or div) it
			 * heads the text and stays, and so does an h1 after a
			 * paragraph of the body: a section's heading (a book's
			 * chapter, each <section> with its own h1) */
			b->keep = 0;
		else if (b->chars < 30 && b->punct == 0 &&
		         !(b->tag & (F_HEAD | F_LI | F_TR | F_PRE)) &&
		         in_cell(nd, b) < 0 && !(o->navtext & NAV_PRICE))
			/* decided by its neighbours; a short listing is code,
			 * not a line of the page's frame: an answer's or a
			 * tutorial's last command, "git reset HEAD~1", over
			 * its menu ("Share", "Follow") */
			b->keep = -1;
		/* a reply's title over it in a thread, "AW: <headline>"
		 * (vBulletin's, named a "title"), repeats the thread's */
		if ((b->tag & F_HEAD) && b->keep && thread_subject(x, b))
			b->keep = 0;
		if ((b->keep > 0 || b->keep == -1) && cap &&
		    !(b->words >= 6 && ends_sentence(s, b->len)))
			/* a loose caption: kept mid-body */
			b->keep = b->words >= 6 && !b->link_chars && credited_sentence(s, b->len) ?
			          -4 : -2;
	}
	for (int k = 0; k < nph; k++)
		placeholder_box(x, c, ph[k]);
#ifndef PROSE_HEAD
#define PROSE_HEAD 150
#endif
	/* context: a short block stays only between kept blocks (two linear
	 * sweeps carry the nearest decided neighbour on each side); a loose
	 * caption between them is passed over (a subheading over a picture);
	 * a dropped entry stamp counts as kept above the heading or the bold
	 * line right under it: a live blog entry's title under its time
	 * ("18:40 Uhr" over "<h2 class=liveblog__headline>", "Publié à 16h58",
	 * "<p><strong>Zug ist durch</strong>"); so does a dropped line under
	 * a boilerplate hint above a heading: a share bar or a toolbar over a
	 * section's title named a title ("Das Wichtigste in Kürze" over a live
	 * blog's summary, "About Me") */
	int prev = TOP_KEEP;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == -1)
			b->prev_keep = i > first && !b[-1].keep &&
			               ((title_line(b) &&
			                 (entry_stamp(&b[-1], x->text.p + b[-1].off) ||
			                  ((b->tag & F_HEAD) &&
			                   nd[b[-1].owner].nearest_neg > c))) ||
			                ((b[-1].tag & F_H1) && !(b->tag & F_LI) &&
			                 near_box(x, b->owner, i - 1) && i + 1 < end &&
			                 !b[1].keep && b[1].button)) ? 1 : prev;
		else if (b->keep >= 0 || b->keep == -6)
			prev = b->keep == -6 ? 0 : b->keep;  /* a short caption: as dropped */
	}
	int next = 0, beyond = 0;  /* beyond: what was next before it */
	for (int i = end - 1; i >= first; i--) {
		struct block *b = &x->blocks[i];
		/* a heading (h2-h6) at the container's top over a kept block
		 * heads it: a site builder's section title, named a title
		 * ("wsite-content-title"); so does a paragraph all bold, a
		 * job posting's "<p><strong>About us</strong></p>" */
		int top = b->prev_keep == TOP_KEEP && title_line(b);
		/* and a heading (h2-h6) right over a kept paragraph of prose
		 * heads it wherever it stands: a section of a page builder's
		 * after a button that went ("Prenota ora"; "Informazioni
		 * utili", named a title) */
		if ((b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars && i + 1 < end &&
		    b[1].keep == 1 && is_prose(&b[1]) && b[1].chars >= PROSE_HEAD)
			top = 1;
		/* and so does one over a run of kept blocks of PROSE_HEAD
		 * characters that opens with a sentence or a list's item: a
		 * section of a company's page after its counters or its
		 * cards' buttons ("So arbeiten wir" over a line and the
		 * steps, "Waarom Van Dijk?" over a list); a paragraph all
		 * bold right under the page's dropped h1 too: the first
		 * section's title of terms or a statute ("<p><strong>§ 1
		 * Geltungsbereich</strong></p>", "Article 1 - Objet") */
		int under_h1 = i > first && (b[-1].tag & F_H1) && !b[-1].keep &&
		               (b->tag & F_P) && title_line(b);
		if (!top && ((b->tag & (F_HEAD | F_H1)) == F_HEAD || under_h1) && !b->link_chars &&
		    i + 1 < end && b[1].keep > 0 && (is_prose(&b[1]) || (b[1].tag & F_LI))) {
			int run = 0;
			for (int j = i + 1; j < end && x->blocks[j].keep > 0 && run < PROSE_HEAD;
			     j++)
				run += x->blocks[j].chars;
			top = run >= PROSE_HEAD;
		}
		/* a dropped entry stamp right under such a title is passed
		 * over: a live blog entry's title over its time and the
		 * entry's text ("Bahnstrecke unterbrochen" over "20:30 Uhr
		 * red") */
		int nx = b->keep == -1 && i + 1 < end && !b[1].keep && title_line(b) &&
		         entry_stamp(&b[1], x->text.p + b[1].off) ? beyond : next;
		/* a subtitle under the page's headline in its box, over a
		 * button, heads what follows the buttons: a page builder's
		 * hero ("Ihre Gesundheit in guten Händen" over "Termin
		 * vereinbaren"); a line with no button under it, a place
		 * or a price, is decided as any other */
		if (b->keep == -1 && i > first && (b[-1].tag & F_H1) && !b[-1].keep &&
		    near_box(x, b->owner, i - 1)) {
			int j = i + 1;
			while (j < end && !x->blocks[j].keep && x->blocks[j].button)
				j++;
			if (j > i + 1)
				nx = j < end && x->blocks[j].keep > 0;
		}
		if (b->keep == -1)
			b->keep = ((b->prev_keep == 1 || top) && nx == 1) ||
			          salutation(x, i, end) || closing(x, i, first) ? 2 : 0;
		else if (b->keep >= 0 || b->keep == -6) {
			beyond = next;
			next = b->keep == -6 ? 0 : b->keep;
		}
	}
	/* a term that is a number, its definition kept: a ruling's margin
	 * number beside its paragraph ("<dt>12</dt><dd>Die Revision hat
	 * Erfolg.</dd>", "Rn. 12", the paragraphs of a judgment numbered in
	 * a definition list) is the text's own */
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if ((b->tag & F_DT) && b->keep <= 0 && b->len && b->len <= 4 && !b->link_chars &&
		    !(b[1].tag & F_DT) && b[1].keep > 0 && !b[1].link_chars) {
			const char *t = x->text.p + b->off;
			size_t k = 0;
			while (k < b->len && t[k] >= '0' && t[k] <= '9')
				k++;
			if (k == b->len)
				b->keep = 1;
		}
	}
	/* a navigation box's row label over its dropped links, a game
	 * wiki's "<th class=navbox-group>Main</th><td class=navbox-list>
	 * <a>Ashen Knight</a> • <a>...</a>": a short link-free cell whose
	 * row is it and one more cell, dropped, of four words or more, half
	 * its text in links set apart by bullets ("•", "·"), goes with them
	 * (a career table's "1990-1994 | <a>club</a> | 112 (15)" has three
	 * cells; a credits table's "Production: <a>name</a>" no bullets) */
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *l = b + 1;
		if (!(b->tag & F_TD) || b->keep <= 0 || b->link_chars || b->chars > 40 ||
		    !(l->tag & F_TD) || l->keep > 0 || l->words < 4 ||
		    l->link_chars * 2 < l->chars)
			continue;
		int tr = nd[b->owner].parent;
		if (tr < 0 || tr != nd[l->owner].parent || nd[tr].first_block != i ||
		    nd[tr].end_block != i + 2)
			continue;
		const char *t = x->text.p + l->off;
		if (memmem(t, l->len, "\xE2\x80\xA2", 3) || memmem(t, l->len, "\xC2\xB7", 2))
			b->keep = 0;
	}
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep == SHOP_OUT)
			x->blocks[i].keep = 0;
	/* a link-heavy item of a list whose other items are kept (a list of
	 * references, of bugs fixed) is kept with them */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if ((b->tag & F_LI) && nd[b->owner].parent >= 0)
			nd[nd[b->owner].parent].likept = nd[nd[b->owner].parent].lilink = 0;
	}
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!(b->tag & F_LI) || nd[b->owner].parent < 0)
			continue;
		struct node *l = &nd[nd[b->owner].parent];
		if (b->keep == -5)
			l->lilink++;
		else if (b->keep > 0)
			l->likept++;
	}
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == -5) {
			const struct node *l = &nd[nd[b->owner].parent];
			/* one kept item is enough under a kept heading right
			 * above the list, where the linked items are no more:
			 * a section of a post's list of links ("Sonstiges") */
			int lf = l->first_block;
			int head = lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
			           x->blocks[lf - 1].keep > 0 && l->lilink <= l->likept;
			b->keep = (l->likept >= LIST_MIN || (head && l->likept >= 1)) &&
			          l->likept * 100 >= LIST_KEPT * (l->likept + l->lilink) ? 2 : 0;
			/* a podcast episode's show notes, a list of links under
			 * a heading right above it that names them ("Links zur
			 * Folge", "Shownotes"), are its text; the heading too */
			if (!b->keep && lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
			    shownotes_head(x->text.p + x->blocks[lf - 1].off,
			                   x->blocks[lf - 1].len)) {
				b->keep = 2;
				x->blocks[lf - 1].keep = 2;
			}
			/* and so is a wiki article's "See also" section, its
			 * list between the body and the references kept after
			 * it (a news site's "Siehe auch" links close the text,
			 * nothing of it after them) */
			if (!b->keep && lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
			    see_also_head(x->text.p + x->blocks[lf - 1].off,
			                  x->blocks[lf - 1].len) &&
			    body_before(x, first, lf - 1)) {
				for (int j = l->end_block; j < end; j++)
					if (x->blocks[j].keep > 0 &&
					    !(x->blocks[j].tag & F_HEAD)) {
						b->keep = 2;
						x->blocks[lf - 1].keep = 2;
						break;
					}
			}
			/* a sub-list under a kept item that ends with a colon
			 * ("In progress:") */
			int pl = l->parent;
			if (!b->keep && pl > c && (nd[pl].tag & F_LI) &&
			    nd[pl].first_block < l->first_block) {
				const struct block *h = &x->blocks[nd[pl].first_block];
				const char *hs = x->text.p + h->off;
				if (h->keep > 0 && h->len && hs[h->len - 1] == ':')
					b->keep = 2;
			}
			if (!b->keep && nd[b->owner].first_block == l->first_block)
				mid_list(x, nd[b->owner].parent, first, end);
		}
	}
	/* a loose caption stays when kept blocks come before and after it:
	 * a picture in the body, not the one over the article (WCEB's golds
	 * keep such captions, the AEB's drop them; sentences are kept above) */
	prev = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= -2)
			b->prev_keep = prev;
		else if (b->keep > 0)
			prev = 1;
	}
	/* a sentence with its credit after it ("A boy poses with a painting.
	 * (Name/Agency)") stays there too, and where no kept paragraph comes
	 * after it: a slideshow's text, a gallery after the body */
	next = 0;
	int prose_after = 0;
	for (int i = end - 1; i >= first; i--) {
		struct block *b = &x->blocks[i];
		if (b->keep == -2)
			b->keep = b->prev_keep && next ? 2 : 0;
		else if (b->keep == -3 || b->keep == -4)
			b->keep = (b->keep == -4 && b->prev_keep && next) || !prose_after ? 2 : 0;
		else if (b->keep > 0) {
			next = 1;
			prose_after |= is_prose(b);
		}
	}
	/* a caption of two or three words ("Ankunft am Anleger") stays where
	 * another picture's kept caption is next to it (neither caption
	 * holds the other: not a credit after its picture's caption, "Apple,
	 * Inc.") and a kept block on its other side: a post told in
	 * pictures, a gallery in the body */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep != -6)
			continue;
		int a = i > first && b[-1].keep > 0, z = i + 1 < end && b[1].keep > 0;
		int ca = a && other_caption(x, i, i - 1, c);
		int cz = z && other_caption(x, i, i + 1, c);
		b->keep = (ca && z) || (cz && a) ? 2 : 0;
	}
	/* teaser cards: a kept block whose smallest enclosing multi-block
	 * element below the container is a small box with a linked headline.
	 * A box holding most of what is kept is the article, not a teaser.
	 * A card whose links are all short (a user's name, "Quote") is a
	 * post when CARD_RUN of them follow each other: the first pass
	 * finds the longest such run, the second drops the cards. */
	long all_kept = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep)
			all_kept += x->blocks[i].chars;
	int posts = 0, run = 0, last = -1, longest = -1, kin = 0, timed = 0, tlast = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]) &&
		    (longest < 0 || x->blocks[i].chars > x->blocks[longest].chars))
			longest = i;
	for (int pass = 0; pass < 2; pass++) {
		for (int i = first; i < end; i++) {
			struct block *b = &x->blocks[i];
			if (!b->keep || b->chars > CARD_MAX)
				continue;
			int a = b->owner;
			while (a > c && nd[a].end_block - nd[a].first_block < 2)
				a = nd[a].parent;
			if (a <= c || nd[a].end_block - nd[a].first_block > 4)
				continue;
			/* a table row of three or more cells, one a line of 8+
			 * words (a linked title, a year, what it is about), is
			 * data, not a card */
			if (nd[a].tag & F_TR) {
				int cells = 0, line = 0;
				for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
					cells += (x->blocks[j].tag & F_TD) != 0;
					line |= x->blocks[j].words >= 8 &&
					        x->blocks[j].link_chars * 2 < x->blocks[j].chars;
				}
				if (cells >= 3 && line)
					continue;
			}
			/* a list whose items are a block each (links, and a
			 * line of text) is a list, not a card */
			int items = 0;
			for (int j = nd[a].first_block; j < nd[a].end_block; j++)
				items += (x->blocks[j].tag & F_LI) &&
				         nd[x->blocks[j].owner].parent == a &&
				         (!x->blocks[j].keep || is_prose(&x->blocks[j]));
			if (items == nd[a].end_block - nd[a].first_block)
				continue;
			/* the box around the page's headline that holds its
			 * lead, named so, is the article's header, no card: its
			 * kicker, headline, lead and byline ("<div
			 * class=article-detail__header>"), where the lead stays
			 * (on a page not in English, as a lead under a header
			 * hint does) */
			if (x->headline >= nd[a].first_block && x->headline < nd[a].end_block &&
			    !x->blocks[x->headline].link_chars &&
			    !(x->lang >= 0 ? x->lang : x->english) && lead_in(x, a))
				continue;
			/* a headline link (after a kicker, perhaps) that is
			 * not the card's last block, and at most two short
			 * paragraphs */
			int links = 0, nkept = 0, heads = 0, dates = 0, item = 0, hdrs = 0, khead = 0;
			int self = 0;  /* a title linked within the page: a post's */
			int clock = 0;  /* a line of its own that holds a time */
			long kept = 0;
			for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
				struct block *e = &x->blocks[j];
				for (int k = e->owner; e->keep && k > a && !item; k = nd[k].parent)
					item = (nd[k].hint & H_ITEMTEXT) != 0;
				/* an h1 with no link in a box named a header is the
				 * page's headline over the text (a CMS's "<header><h1>"
				 * in each element), no card's */
				/* nor is a term linked to its own anchor a card's
				 * link: a parameter's name over its definition in a
				 * reference ("<dt id=index><a href=#index>"); and a
				 * number alone linked within the page is a footnote's
				 * mark, back up to its place in the text ("<a
				 * href=#footnote-anchor-1>1</a>", Substack's, Ghost's):
				 * the note is no card */
				if (e->brk && nkept <= 1 && khead < CARD_KICKER &&
				    j < nd[a].end_block - 1 && !in_quote(x, e->owner, a) &&
				    !((e->tag & F_H1) && !e->link_chars) &&
				    !((e->tag & F_DT) && e->anchor_chars * 2 >= e->link_chars) &&
				    !(e->anchor_chars == e->chars &&
				      lone_number(x->text.p + e->off, e->len))) {
					int dl = date_link(x->text.p + e->off, e->len);
					links++;
					dates += dl && e->link_chars * 2 > e->chars &&
					         clock_time(x->text.p + e->off, e->len);
					int m = nd[e->owner].nearest_meta;
					/* or the one line of a box named for the
					 * author inside the card, a linked name and
					 * text after it: an answer's header ("Ratlos2000
					 * vor 1 Tag", "AnswerCard-authorInfo"); not an
					 * author's bio box, its text in that box */
					int stamp = name_stamp(x, e);
					int hdr = stamp || (nd[e->owner].nearest_neg > c &&
					           (post_header(x, e, c) || header_title(x, e, c))) ||
					          (m > a && (nd[m].hint & H_AUTHOR) && e->words <= 6 &&
					           !(e->tag & F_HEAD) && e->link_chars < e->chars &&
					           nd[m].first_block == j && nd[m].end_block == j + 1);
					heads += !thread_subject(x, e) && !stamp &&
					         ((e->words >= CARD_HEAD && !dl &&
					          e->anchor_chars * 2 < e->link_chars &&
					          !reply_subject(x->text.p + e->off, e->len)) ||
					          (nd[e->owner].nearest_neg > c && !hdr &&
					           !named_head(x, e)));
					hdrs += hdr;
				}
				clock |= e->chars && !e->link_chars && e->chars < ENTRY_STAMP &&
				         clock_time(x->text.p + e->off, e->len);
				self |= (e->tag & F_HEAD) && e->link_chars &&
				        e->anchor_chars * 2 >= e->link_chars;
				if (e->keep)
					kept += e->chars, nkept++;
				if (e->keep && (e->tag & F_HEAD))
					khead += e->chars;
			}
			/* a card whose only links are its time ("17:40 Uhr", the
			 * permalink of a live blog's entry) is an entry, alone too,
			 * and so is one whose only links are its post's header,
			 * and one whose text is marked up as an answer's or a
			 * review's (itemprop) */
			if (!links || dates == links || hdrs == links || item || nkept > 2 ||
			    kept > CARD_MAX || kept * 2 >= all_kept)
				continue;
			if (!pass) {
				if (clock && a != tlast)
					timed++, tlast = a;
				kin += !heads && a != last && body_kin(x, c, a, longest);
				if (!heads && a != last) {
					int near = last >= 0 &&
					           nd[a].first_block - nd[last].end_block <= CARD_GAP;
					run = near ? run + 1 : 1;
					if (run > posts)
						posts = run;
					last = a;
				}
				continue;
			}
			/* the card that holds the body's longest paragraph,
			 * under a headline of CARD_HEAD+ words, is a post where
			 * KIN_POSTS+ cards of its tag and class stay as posts:
			 * the first review under its linked title; and so is
			 * one under short links alone and a title linked within
			 * the page: the first post of a thread of two or three
			 * under its title, its permalink ("#p123", phpBB's),
			 * the replies in no card (an author's bio box under his
			 * linked name is no post) */
			int own = longest >= nd[a].first_block && longest < nd[a].end_block;
			/* a page of no body, its longest paragraph a teaser's
			 * length at most, whose cards, CARD_RUN or more, each
			 * hold a time on a line of its own is a calendar: its
			 * events are the page ("11:00 – 23:00 Uhr · Marktplatz",
			 * "20:15 · Salle Pleyel", "ore 21:00") */
			int cal = clock && timed >= CARD_RUN &&
			          (longest < 0 || x->blocks[longest].chars < TEASER_MAX);
			if (heads && own && kin >= KIN_POSTS)
				heads = 0;
			else if (!cal &&
			         (heads || (posts < CARD_RUN && !body_kin(x, c, a, longest) &&
			                    !(own && self)))) {
				unkeep(x, nd[a].first_block, nd[a].end_block);
				continue;
			}
			/* a card that stays (a service on a company's page)
			 * keeps its linked heading, its title; not a reply's
			 * "Re: ..." */
			for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
				struct block *e = &x->blocks[j];
				if (e->brk && !e->keep && (e->tag & (F_HEAD | F_H1)) == F_HEAD &&
				    e->chars < 100 &&
				    (nd[e->owner].nearest_neg <= c || named_head(x, e)) &&
				    !date_link(x->text.p + e->off, e->len) &&
				    !reply_subject(x->text.p + e->off, e->len))
					e->keep = 2;
			}
			/* and a calendar's event keeps its date and time, named
			 * its meta ("<p class=event-item__meta>"), and its date
			 * in the box around the card ("<article><div class=
			 * event-item__date>Sa 06.06.2026</div><div class=
			 * event-item__body>"); a time alone, "15:05", "12:15 Uhr",
			 * is a live blog entry's stamp and goes */
			int lo = nd[a].first_block, pa = nd[a].parent;
			if (cal && pa > c && nd[pa].end_block == nd[a].end_block &&
			    nd[pa].end_block - nd[pa].first_block <= 4)
				lo = nd[pa].first_block;
			for (int j = lo; cal && j < nd[a].end_block; j++) {
				struct block *e = &x->blocks[j];
				if (!e->keep && !e->link_chars && e->chars < ENTRY_STAMP &&
				    nd[e->owner].nearest_neg <= c &&
				    clock_time(x->text.p + e->off, e->len) &&
				    !(e->words <= 2 && hour_minute(x->text.p + e->off, e->len)))
					e->keep = 2;
			}
		}
	}
	/* after the body (its last paragraph of prose outside byline and
	 * caption hints), what is under an author hint is a bio box ("About
	 * the author", "X is a writer at ..."), sentences or not */
	drop_ad_boxes(x, c, first, end);
	drop_product_boxes(x, c, first, end);
	drop_bio_boxes(x, c, first, end);
	drop_avatar_byline(x, c, first, end);
	drop_byline_role(x, c, first, end);
	drop_avatar_bio(x, c, first, end);
	drop_named_bio(x, c, first, end);
	drop_calendar_grids(x, c, first, end);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && stamp_line(b, x->text.p + b->off))
			b->keep = 0;
	}
	int body_end = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && nd[b->owner].nearest_meta <= c && nd[b->owner].nearest_cap <= c &&
		    is_prose(b))
			body_end = i;
	}
	for (int i = body_end + 1; body_end >= 0 && i < end; i++) {
		struct block *b = &x->blocks[i];
		int m = nd[b->owner].nearest_meta;
		if (b->keep && m > c && (nd[m].hint & H_AUTHOR))
			b->keep = 0;
	}
	/* a wiki article's list of references under the body ("<ol class=
	 * references>": "^ Bathurst, Bella (2000). The Lighthouse
	 * Stevensons. ...", "↑ « Comparateur de territoire »,
	 * sur insee.fr"), its items links or short, is the article's: kept
	 * with its heading once the body has begun */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		int l = nd[b->owner].parent;
		if (b->keep > 0 || !(b->tag & F_LI) || l < 0 || !(nd[l].hint & H_REFLIST) ||
		    nd[b->owner].nearest_neg >= 0 || !body_before(x, first, nd[l].first_block))
			continue;
		b->keep = 2;
		int h = nd[l].first_block - 1;
		for (int k = nd[l].parent, n = 0;
		     k > c && n < 3 && h >= first && !(x->blocks[h].tag & F_HEAD);
		     k = nd[k].parent, n++)
			h = nd[k].first_block - 1;
		if (h >= first && (x->blocks[h].tag & F_HEAD) && x->blocks[h].keep <= 0 &&
		    x->blocks[h].chars < 60)
			x->blocks[h].keep = 2;
	}
	/* after the body (its last paragraph of TEASER_LAST characters or
	 * more), a short copyright line is the site's footer, though the
	 * container holds it */
	int body_last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && x->blocks[i].chars >= TEASER_LAST &&
		    is_prose(&x->blocks[i]))
			body_last = i;
	for (int i = body_last + 1; body_last >= 0 && i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep && footer_copyright(x->text.p + b->off, b->len))
			b->keep = 0;
	}
	drop_signup_boxes(x, c, body_last, end);
	/* after the body, a comment section's heading ends the article; one
	 * with nothing kept before it and little after it ("16 comments:", a
	 * comment form's "Post a comment") is all there is: the post was a
	 * picture, and the page gives its headline */
	int body_first = end;
	for (int i = first; i < end && body_first == end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body_first = i;
	long before = 0, total = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep)
			total += x->blocks[i].chars;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		long after = total - before - (b->keep ? b->chars : 0);
		if (body_first < i && !(b->tag & F_LI) && (paywall_prompt(b, x->text.p + b->off) ||
		                                            signin_prompt(b, x->text.p + b->off))) {
			unkeep(x, i, end);
			break;
		}
		if ((before >= COMMENT_AFTER || (!before && after < COMMENT_AFTER)) &&
		    !(b->tag & F_LI) && comment_head(b, x->text.p + b->off) &&
		    !repeated_below(x, i, end)) {
			unkeep(x, i, end);
			break;
		}
		if (before >= COMMENT_AFTER && !(b->tag & F_LI) &&
		    (legal_text(x->text.p + b->off, b->len) || site_notice(x->text.p + b->off, b->len))) {
			/* the notice closes the article's box: the largest element
			 * below the container that it ends and that holds the body */
			int a = b->owner, box = -1;
			while (a > c && nd[a].end_block == i + 1) {
				if (nd[a].first_block <= body_first)
					box = a;
				a = nd[a].parent;
			}
			if (box >= 0) {
				unkeep(x, i + 1, end);
				break;
			}
		}
		if (b->keep)
			before += b->chars;
	}
	/* a post's link bar ("Quote | Report this post", "Report abuse") ends
	 * the article at the start of the first post: the kept text just above
	 * the bar and the dropped header line ("Posted by: ...") above it */
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!report_bar(b, x->text.p + b->off))
			continue;
		int k = i - 1;
		while (k >= first && x->blocks[k].keep)
			k--;
		int gap = k;
		while (k >= first && !x->blocks[k].keep)
			k--;
		if (gap == i - 1 || k < first)
			break;
		long body = 0;
		for (int j = first; j <= k; j++)
			if (x->blocks[j].keep)
				body += x->blocks[j].chars;
		if (body >= COMMENT_AFTER)
			unkeep(x, k + 1, end);
		break;
	}
}

/* Teaser lists: a short summary right after a headline that is all link,
 * the pair repeated under one parent (<dt><a>..</a></dt><dd>..</dd>, or
 * <h3><a>..</a></h3><p>..</p> in a list; the <p> in a box of its own in
 * an <article>'s card): other articles, not this one. */
static int teaser_pair(const struct extractor *x, int first, int i)
{
	const struct block *b = &x->blocks[i], *h = &x->blocks[i - 1];
	if (i <= first || !b->keep || b->chars > TEASER_MAX || b->link_chars * 2 > b->chars)
		return 0;
	if (h->chars > 200 || h->link_chars * 5 < h->chars * 4 || !(h->tag & (F_HEAD | F_LI)))
		return 0;
	/* a heading or a term that links within the page, to its own anchor,
	 * is its section's title, no teaser's: a reference's "<h2 id=syntaxe>
	 * <a href=#syntaxe>Syntaxe</a></h2>" over its text and a parameter's
	 * "<dt id=index><a href=#index>index</a></dt>" over its definition
	 * (MDN's), "Beschreibung", "Esempi" */
	if ((h->tag & (F_HEAD | F_DT)) && h->anchor_chars * 2 >= h->link_chars)
		return 0;
	/* a term after a linked definition opens the list's next entry, no
	 * summary of that link: a film's cast, "<dt>Ralf Behrens</dt><dd>
	 * <a>Jörg Hartwig</a></dd><dt>Mehmet Aydin</dt>" (a role, its actor),
	 * "<dt>Hersteller</dt><dd><a>Bosch</a></dd><dt>Modell</dt>" */
	if ((b->tag & F_DT) && !(h->tag & F_DT))
		return 0;
	int hp = x->nodes[h->owner].parent, bp = x->nodes[b->owner].parent;
	if (hp < 0 || bp < 0)
		return 0;
	if (bp == hp || bp == x->nodes[hp].parent)
		return 1;
	/* the summary in a box of its own, in a card that is an <article>
	 * within two levels: "<article class=post><h3><a>..</a></h3><div
	 * class=excerpt><p>..</p></div>" (a page builder's grid of posts;
	 * a company's services in cards of divs stay) */
	if (x->nodes[bp].parent != hp)
		return 0;
	for (int k = 0, a = hp; k < 3 && a >= 0; k++, a = x->nodes[a].parent)
		if (x->nodes[a].tag & F_ARTICLE)
			return 1;
	return 0;
}

/* The box that gathers the teaser pair ending at block i: the summary's
 * parent, or past the boxes around that pair alone, a card's wrappers
 * ("<div class=col><div class=card><div class=card-body><h3><a>..</a>
 * </h3><p>..</p>", an item of a list), the first that holds more, where
 * it opens with a card's linked headline: a grid of cards of its own,
 * not a page's services in cards under its introduction. */
static int teaser_group(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int p = nd[x->blocks[i].owner].parent, g = p;
	if (p < 0)
		return x->blocks[i].owner;
	while (nd[g].parent >= 0 && nd[g].first_block >= i - 1 && nd[g].end_block <= i + 1)
		g = nd[g].parent;
	const struct block *h = &x->blocks[nd[g].first_block];
	return g == p || ((h->tag & (F_HEAD | F_LI)) && h->link_chars * 5 >= h->chars * 4) ?
	       g : p;
}

#define TERM_WORDS 3
static void drop_teaser_lists(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	/* only after the body: its last paragraph longer than any summary */
	int body_end = first;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep && x->blocks[i].chars > TEASER_MAX &&
		    x->blocks[i].link_chars * 2 < x->blocks[i].chars)
			body_end = i + 1;
	first = body_end;
	/* counted afresh: a second choice of container selects again */
	for (int i = first + 1; i < end; i++)
		if (nd[x->blocks[i].owner].parent >= 0)
			nd[teaser_group(x, i)].teasers = 0;
	for (int i = first + 1; i < end; i++)
		if (teaser_pair(x, first, i))
			nd[teaser_group(x, i)].teasers++;
	/* with no paragraph of a body, pairs under terms of up to
	 * TERM_WORDS words that hold twice the prose kept outside them are
	 * the page: a glossary's terms, each linked to its page over its
	 * definition (a news site's teasers run under headlines) */
	if (body_end == first) {
		long in = 0, out = 0;
		for (int i = first; i < end; i++) {
			const struct block *b = &x->blocks[i];
			int pair = i > first && teaser_pair(x, first, i) &&
			           nd[teaser_group(x, i)].teasers >= TEASER_RUN;
			if (pair && b[-1].words > TERM_WORDS)
				in = -1 - 2 * end;
			if (b->keep > 0 && is_prose(b))
				*(pair ? &in : &out) += b->chars;
		}
		if (in > 2 * out) {
			for (int i = first + 1; i < end; i++)  /* with their terms */
				if (x->blocks[i].keep > 0 && teaser_pair(x, first, i) &&
				    nd[teaser_group(x, i)].teasers >= TEASER_RUN)
					x->blocks[i - 1].keep = 2;
			return;
		}
	}
	for (int i = first + 1; i < end; i++)
		if (teaser_pair(x, first, i) && nd[teaser_group(x, i)].teasers >= TEASER_RUN)
			x->blocks[i].keep = 0;
}

/* A teaser in one block: a linked headline, a line break, and a short
 * summary ("<a>Title</a><br>Summary..."). */
static int teaser_block(const struct block *b)
{
	return b->keep && b->lead_br && b->lead >= 10 && b->lead == b->link_chars &&
	       b->chars - b->lead >= 20 && b->chars - b->lead <= TEASER_MAX;
}

/* After the last paragraph of the body, teasers in one block, two or more
 * under one parent or grandparent, are a list of other articles. The body
 * ends at its last paragraph of TEASER_LAST characters or more: short lines
 * of prose after the teasers (a list of reports) do not push its end past
 * them. Teasers before such a paragraph mix with the body (an index page):
 * then it ends at its last line of prose. */
static void drop_teaser_blocks(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	int last = -1, prose = -1, seen = 0, mixed = 0;
	long body = 0, sum = 0;
	for (int i = first; i < end; i++) {
		if (teaser_block(&x->blocks[i]))
			seen = 1;
		else if (x->blocks[i].keep && is_prose(&x->blocks[i])) {
			sum += x->blocks[i].chars;
			prose = i;
			if (x->blocks[i].chars >= TEASER_LAST) {
				mixed |= seen;
				last = i, body = sum;
			}
		}
	}
	if (mixed || last < 0)
		last = prose, body = sum;
	/* an index page's short introduction is not a body to end */
	if (last < 0 || body < TEASER_BODY)
		return;
	/* counted per grandparent of the block's element: the teasers are
	 * siblings, or each is wrapped in an element of its own */
	for (int pass = 0; pass < 3; pass++)
		for (int i = last + 1; i < end; i++) {
			struct block *b = &x->blocks[i];
			int p = nd[b->owner].parent, g = p >= 0 ? nd[p].parent : -1;
			if (g < 0 || !teaser_block(b))
				continue;
			if (pass == 0)
				nd[g].tblocks = 0;
			else if (pass == 1)
				nd[g].tblocks++;
			else if (nd[g].tblocks >= TEASER_RUN)
				b->keep = 3;  /* marked: dropped below */
		}
	/* the list goes with its heading ("Most popular") */
	int head = -1;
	for (int i = last + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == 3) {
			if (head >= 0)
				x->blocks[head].keep = 0;
			b->keep = 0;
		}
		if (b->keep)
			head = (b->tag & F_HEAD) || (b->chars < 40 && !b->punct) ? i : -1;
	}
}

/* A preview: a block cut off with an ellipsis before its link to the rest
 * ("... more") whose text up to the ellipsis opens a block within the next
 * PREVIEW_NEAR blocks, the whole text (a shop's description tab shows both:
 * the preview for small screens). The whole text stays. */
#ifndef PREVIEW_NEAR
#define PREVIEW_NEAR 40
#endif
static void drop_previews(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !b->tail_link || b->len < 40)
			continue;
		const char *s = x->text.p + b->off;
		const char *e = memmem(s, b->len, "...", 3);
		if (!e)
			e = memmem(s, b->len, "\xE2\x80\xA6", 3);
		size_t n = e ? (size_t)(e - s) : 0;
		if (n < 40)
			continue;
		for (int j = i + 1; j < end && j <= i + PREVIEW_NEAR; j++) {
			const struct block *f = &x->blocks[j];
			if (f->keep && f->len > n && !memcmp(x->text.p + f->off, s, n)) {
				b->keep = 0;
				break;
			}
		}
	}
}

/* A label that heads what follows as a heading does, set in a box of its
 * own or bold in a list item: a few words that end in a colon, no link
 * ("MEHR AUF SPIEGEL ONLINE:", "Im Internet:", a mail archive's
 * "Follow-Ups:", "Weitere Artikel:", "Voir aussi :"). */
#define LABEL_HEAD 50
static int label_head(const struct extractor *x, const struct block *b)
{
	if (b->tag & F_HEAD)
		return 1;
	if (b->chars >= LABEL_HEAD || b->link_chars || b->words > 5 || !b->len)
		return 0;
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	return n && s[n - 1] == ':';
}

/* A heading whose section selection dropped whole ("Topics" over a list of
 * links, "Recent posts" over teaser cards), or a label as one
 * (label_head: an old news page's "MEHR AUF SPIEGEL ONLINE:" over its
 * links), heads nothing: it goes when what follows it up to the next kept
 * block was dropped and that block is another heading or label, or there
 * is none. */
static void drop_orphan_heads(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !label_head(x, b))
			continue;
		int dropped = 0, links = 1, some = 0, j = i + 1;
		for (; j < end && !x->blocks[j].keep; j++) {
			int l = x->blocks[j].link_chars * 2 > x->blocks[j].chars;
			dropped += x->blocks[j].chars;
			links &= l;
			some |= l;
		}
		/* a label, over links (a value dropped under its label is
		 * no such list: "Etage:" over "2 von 4") */
		if (!(b->tag & F_HEAD)) {
			if (some && (j == end || label_head(x, &x->blocks[j])))
				b->keep = 0;
			continue;
		}
		/* or the container's last block, a heading over no text (a
		 * company's "Unsere Partner" over its partners' logos, "Nos
		 * références", "Our clients"); the headline alone stays */
		if (!dropped && j == end && i != x->headline && !(b->tag & F_H1)) {
			b->keep = 0;
			continue;
		}
		/* or, a short title and no sentence, by a list of links, two
		 * or more, each a line: "Articles similaires" over the post's
		 * last paragraph */
		if (dropped && (j == end || (x->blocks[j].tag & F_HEAD) ||
		                (links && j - i > 2 && (x->blocks[i + 1].tag & F_LI) &&
		                 b->chars < 50 &&
		                 !ends_sentence(x->text.p + b->off, b->len)))) {
			b->keep = 0;
			continue;
		}
		/* or the box it opens was dropped but for it: an inline box
		 * of links under its title ("Další články") between
		 * paragraphs */
		int p = x->nodes[b->owner].parent;
		if (p < 0 || x->nodes[p].first_block != i || x->nodes[p].end_block > end)
			continue;
		dropped = 0;
		for (j = i + 1; j < x->nodes[p].end_block && !x->blocks[j].keep &&
		                x->blocks[j].link_chars * 2 > x->blocks[j].chars; j++)
			dropped += x->blocks[j].chars;
		if (dropped && j == x->nodes[p].end_block)
			b->keep = 0;
	}
}

#ifndef CELL_LINE
#define CELL_LINE 100
#endif
static void emit(struct extractor *x, int first, int end, struct buf *out)
{
	const struct block *prev = NULL;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep)
			continue;
		/* the short cells of a table row share a line; a long one (a
		 * post beside its author's cell in a forum's layout table) is
		 * a paragraph of its own */
		int cb = in_cell(x->nodes, b), cp = prev ? in_cell(x->nodes, prev) : -1;
		int same_row = cb >= 0 && cp >= 0 && x->nodes[cb].parent == x->nodes[cp].parent &&
		               b->chars < CELL_LINE && prev->chars < CELL_LINE &&
		               !(x->nodes[x->nodes[cb].parent].hint & H_DIVTABLE);
		if (out->len)
			buf_putc(out, same_row ? ' ' : '\n');
		buf_add(out, x->text.p + b->off, b->len);
		prev = b;
	}
}

/* The article's first paragraph in a box of its own, beside the element
 * holding the rest (an introduction above the list it introduces): a block
 * of prose (weight LEAD_MIN or more, no boilerplate, byline or caption hint)
 * owned by a sibling of the container, among the LEAD_GAP blocks right above
 * it, when the container kept something, goes first. A standfirst inside a
 * header box is no sibling and stays out (the AEB's gold leaves it out), but
 * on a page not in English one named a lead (H_LEAD: "lead", "intro",
 * "teaser", "Vorspann", "chapo", "entradilla"), a sentence of LEAD_MARK+
 * characters and no link within LEAD_MARK_GAP blocks above the container and
 * under its grandparent (the body may be its first page's box), is the lead
 * of a news site's article and goes first, unless the body's first kept
 * block repeats it (its first 60 bytes). */
#ifndef LEAD_MIN
#define LEAD_MIN 150
#endif
#ifndef LEAD_GAP
#define LEAD_GAP 3
#endif
#ifndef LEAD_MARK
#define LEAD_MARK 80
#endif
#ifndef LEAD_MARK_GAP
#define LEAD_MARK_GAP 10
#endif
/* A lead by its markup: a sentence free of links, of LEAD_MARK+
 * characters or LEAD_WORDS+ words (Hebrew and Arabic write no vowels: "משרד
 * התחבורה הודיע כי העבודות על הקו הכחול נמצאות בשלב מתקדם." is 50
 * characters), in an element named a lead ("intro", "Vorspann",
 * "summary") or its child. */
#ifndef LEAD_WORDS
#define LEAD_WORDS 12
#endif
static int marked_lead(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	int hinted = (o->hint & H_LEAD) || (o->parent >= 0 && (x->nodes[o->parent].hint & H_LEAD));
	const char *s = x->text.p + b->off;
	return hinted && !b->link_chars && (b->chars >= LEAD_MARK || b->words >= LEAD_WORDS) &&
	       b->words >= 8 &&
	       (ends_sentence(s, b->len) ||
	        (s[b->len - 1] != ':' && !(b->tag & F_HEAD) &&
	         ((b->words >= LEAD_BARE && spaced(s, b->len, LEAD_BARE)) ||
	          inner_stop(s, b->len))));
}

/* A question in a box of its own above its answers (a Q&A page's
 * "question-card" over its "answers": "Domanda" and "Risposte", "Frage"
 * and "Antworten"): where the container holds QA_AUTHORS or more author
 * boxes (the answers') and a sibling before it, past boxes with no prose
 * (an ad's label), holds the headline, an author box and QA_PROSE or more
 * characters of prose, free of hints, that prose is the question and goes
 * first. */
#ifndef QA_AUTHORS
#define QA_AUTHORS 2
#endif
#ifndef QA_PROSE
#define QA_PROSE 100
#endif
#define QA_BLOCKS 24
static int question_above(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent, hl = x->headline, authors = 0, s = -1;
	if (p < 0 || hl < 0 || hl >= nd[c].first_block)
		return -1;
	/* the answers' author boxes (one inside another counts once) */
	for (int i = c + 1; i < x->nnodes && nd[i].first_block < nd[c].end_block &&
	     authors < QA_AUTHORS; i++)
		authors += (nd[i].hint & H_AUTHOR) && !(nd[nd[i].parent].hint & H_AUTHOR);
	if (authors < QA_AUTHORS)
		return -1;
	/* the nearest sibling before the container that holds prose */
	for (int i = c - 1; i > p && s < 0; i--) {
		if (nd[i].parent != p)
			continue;
		if (nd[i].nprose > 0)
			s = i;
		else if (nd[i].end_block - nd[i].first_block > 2)
			return -1;
	}
	if (s < 0 || hl < nd[s].first_block || hl >= nd[s].end_block ||
	    nd[s].end_block - nd[s].first_block > QA_BLOCKS || nd[s].nearest_neg >= 0)
		return -1;
	int author = 0, chars = 0, first = -1;
	for (int i = s + 1; i < x->nnodes && nd[i].first_block < nd[s].end_block && !author; i++)
		author = (nd[i].hint & H_AUTHOR) != 0;
	for (int j = hl + 1; j < nd[s].end_block; j++) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (b->w > 0 && is_prose(b) && o->nearest_neg < 0 && o->nearest_meta < 0 &&
		    o->nearest_cap < 0)
			chars += b->chars;
	}
	if (!author || chars < QA_PROSE)
		return -1;
	for (int j = hl + 1; j < nd[s].end_block; j++) {
		struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (b->w > 0 && is_prose(b) && o->nearest_neg < 0 && o->nearest_meta < 0 &&
		    o->nearest_cap < 0) {
			b->keep = 1;
			if (first < 0)
				first = j;
		}
	}
	*end = nd[s].end_block;
	return first;
}

static int lead_above(struct extractor *x, int c)
{
	int first = x->nodes[c].first_block, kept = 0;
	for (int i = first; i < x->nodes[c].end_block && !kept; i++)
		kept = x->blocks[i].keep != 0;
	if (!kept)
		return -1;
	for (int j = first - 1; j >= 0 && j >= first - LEAD_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		if (b->w >= LEAD_MIN && o->nearest_neg < 0 && o->nearest_meta < 0 &&
		    o->nearest_cap < 0 && o->parent == x->nodes[c].parent) {
			b->keep = 1;
			return j;
		}
	}
	/* a lead by its markup, in the article's header box (whose name is
	 * boilerplate) past the byline, the date, a share bar and a picture:
	 * a sentence free of links under the container's parent */
	int p = x->nodes[c].parent;
	if (p < 0 || (x->lang >= 0 ? x->lang : x->english))
		return -1;  /* the page's language as declared, or as its words show */
	if (x->nodes[p].parent >= 0)
		p = x->nodes[p].parent;  /* the body may be its first page's box */
	for (int j = first - 1; j >= x->nodes[p].first_block && j >= first - LEAD_MARK_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		/* or, unnamed, the paragraph right under the headline in its
		 * header box: a test's or a news site's teaser, "<header><h1>
		 * ...</h1><p>Der Lumio Libra ist der erste E-Book-Reader ..." */
		const struct node *hn = x->headline >= 0 && j == x->headline + 1 ?
		                        &x->nodes[x->blocks[x->headline].owner] : NULL;
		int under = hn && (b->tag & F_P) && o->parent == hn->parent &&
		            !(x->nodes[o->parent].hint & H_META) && !b->link_chars &&
		            b->chars >= LEAD_MARK && b->words >= 8 &&
		            ends_sentence(x->text.p + b->off, b->len);
		/* or a help center's description under the title, a line of
		 * eight words or more with no full stop and no figure, alone
		 * in its box or beside the title: "Sincroniza stock, precios
		 * y pedidos entre el punto de venta y tu tienda" (Intercom's,
		 * GitBook's) */
		if (hn && !under && (b->tag & F_P) && !b->link_chars && b->words >= 8 &&
		    b->chars >= 50 && b->chars < LEAD_MARK * 2 && o->nearest_meta < 0 &&
		    x->text.p[b->off + b->len - 1] != ':' &&
		    !has_digit(x->text.p + b->off, b->len)) {
			int w = o->parent;
			if (w >= 0 && w != hn->parent && x->nodes[w].first_block == j &&
			    x->nodes[w].end_block == j + 1)
				w = x->nodes[w].parent;
			under = w == hn->parent;
		}
		/* (not a consent dialog's text, its box named a summary:
		 * "qc-cmp2-summary-info"); a gallery's lead named so in its
		 * header, "<p class=gallery__intro>", is named a caption by
		 * its block's word, a lead by its own */
		if ((marked_lead(x, b) || under) && !b->consent &&
		    (o->nearest_cap < 0 || (o->nearest_cap == b->owner && (o->hint & H_LEAD)))) {
			/* a summary that repeats the body's first paragraph
			 * is there already */
			const struct block *f = &x->blocks[first];
			while (f < x->blocks + x->nodes[c].end_block && !f->keep)
				f++;
			size_t n = b->len < 60 ? b->len : 60;
			if (f < x->blocks + x->nodes[c].end_block && f->len >= n &&
			    !memcmp(x->text.p + f->off, x->text.p + b->off, n))
				return -1;
			b->keep = 1;
			return j;
		}
	}
	return -1;
}

/* A business's opening hours closing its page, under the last kept block:
 * a short heading and HOURS_MIN+ short lines free of links, each a time
 * ("Du mardi au samedi : 7 h – 19 h 30", "Mo–Fr 8:00–18:00 Uhr", "Zaterdag
 * 9.00 – 15.00 uur") or a day it is closed ("Fermé le lundi", "Sonntag
 * geschlossen"): the page's, kept though each is too short to weigh; and
 * so are such lines right under a kept one of them. */
#ifndef HOURS_MIN
#define HOURS_MIN 2
#endif
static int hours_line(const char *s, size_t n)
{
	static const char *const mark[] = {
		" h", "h ", ":00", ":30", ".00", ".30", "uhr", "uur", " am", " pm", "ore ",
	};
	static const char *const closed[] = {
		"ferm\xC3\xA9", "geschlossen", "closed", "cerrado", "chiuso", "gesloten",
		"fechado", "zamkni",
	};
	if (n >= 60)
		return 0;
	if (HAS_ANY_CI(s, n, closed))
		return 1;
	return has_digit(s, n) && HAS_ANY_CI(s, n, mark) &&
	       (memmem(s, n, "\xE2\x80\x93", 3) || memchr(s, '-', n));
}

static void trailing_hours(struct extractor *x, int c)
{
	int last = -1, end = x->nodes[c].end_block;
	for (int i = x->nodes[c].first_block; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	if (last < 0 || last + 1 >= end)
		return;
	/* under their heading, or on from a kept line of them */
	const struct block *h = &x->blocks[last + 1], *l = &x->blocks[last];
	int head = (h->tag & F_HEAD) && !h->link_chars && h->chars < 40;
	if (!head && (l->link_chars || !hours_line(x->text.p + l->off, l->len)))
		return;
	int j = last + 1 + head, n = 0;
	for (; j < end && n < 8; j++, n++) {
		const struct block *b = &x->blocks[j];
		if (b->link_chars || (b->tag & F_HEAD) ||
		    !hours_line(x->text.p + b->off, b->len))
			break;
	}
	if (n < (head ? HOURS_MIN : 1))
		return;
	for (int i = last + 1; i < j; i++)
		x->blocks[i].keep = 1;
}

/* A live blog's key points in a box of their own beside its entries ("Ce
 * qu'il faut retenir", "Das Wichtigste in Kürze" over a list of sentences):
 * a list of two to KEY_ITEMS items, each a line of five words or more, no
 * link and no boilerplate hint, below the headline where that is above
 * the container, under the container's
 * parent and ending at most KEY_GAP short lines (a refresh button's "3
 * nouveaux posts") above the container, goes first on a page not in
 * English, with its heading right above it. Returns its first block and
 * sets *end past its last, or -1. */
#ifndef KEY_GAP
#define KEY_GAP 2
#endif
#ifndef KEY_ITEMS
#define KEY_ITEMS 8
#endif
static int key_points(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, p = nd[c].parent;
	if (p < 0 || (x->lang >= 0 ? x->lang : x->english))
		return -1;
	for (int j = first - 1; j >= nd[p].first_block && j >= first - 1 - KEY_GAP; j--) {
		const struct block *b = &x->blocks[j];
		if (!(b->tag & F_LI)) {
			if (b->chars >= 40)
				return -1;
			continue;  /* a toolbar's short line */
		}
		int l = nd[b->owner].parent;
		if (l < 0 || nd[l].first_block < nd[p].first_block ||
		    (x->headline < first && nd[l].first_block <= x->headline))
			return -1;
		int n = nd[l].end_block - nd[l].first_block;
		if (n < 2 || n > KEY_ITEMS)
			return -1;
		for (int k = nd[l].first_block; k < nd[l].end_block; k++) {
			const struct block *e = &x->blocks[k];
			if (!(e->tag & F_LI) || nd[e->owner].parent != l || e->link_chars ||
			    e->words < 5 || e->chars > 250 || nd[e->owner].nearest_neg >= 0)
				return -1;
		}
		int h = nd[l].first_block - 1, start = nd[l].first_block;
		if (h >= nd[p].first_block && (x->blocks[h].tag & (F_HEAD | F_H1)) == F_HEAD &&
		    !x->blocks[h].link_chars && x->blocks[h].chars < 60 &&
		    nd[x->blocks[h].owner].nearest_neg < 0)
			start = h;
		for (int k = start; k < nd[l].end_block; k++)
			x->blocks[k].keep = 1;
		*end = nd[l].end_block;
		return start;
	}
	return -1;
}

/* A post's title over the article: a heading (h2-h6; an h1 is the page's
 * headline, which the AEB's gold leaves out), link-free and under no
 * boilerplate hint, right above the container's first kept block or the
 * introduction, or HEAD_GAP blocks above it past short lines (a date, a
 * byline), goes first: the WCEB golds keep a post's title, and a blog
 * sets it in a box of its own above the post's body. */
#ifndef HEAD_GAP
#define HEAD_GAP 2
#endif
#ifndef HEAD_SKIP
#define HEAD_SKIP 80
#endif
#ifndef HEAD_MAXC
#define HEAD_MAXC 300
#endif
static int head_above(struct extractor *x, int c, int lead)
{
	int top = lead >= 0 ? lead : x->nodes[c].first_block;
	if (top <= 0 || !x->blocks[top].keep)
		return -1;
	for (int j = top - 1; j >= 0 && j >= top - HEAD_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		if (!(b->tag & F_HEAD)) {
			if (b->chars >= HEAD_SKIP)
				return -1;
			continue;
		}
		if ((b->tag & F_H1) || b->link_chars || o->nearest_neg >= 0 || b->chars >= HEAD_MAXC)
			return -1;
		b->keep = 1;
		return j;
	}
	return -1;
}

/* A question's title over its thread: a Q&A page (a Stack Exchange
 * question, a German "Frage" with its "Hilfreichste Antwort", a vendor's
 * support community, "Meilleure réponse", "Was this reply helpful?") sets
 * the question as the page's h1 over the opening post, and its answers
 * follow, each with its author's box. The h1 is then the question
 * itself, not a label over a story (the AEB's gold leaves an article's h1
 * out): the headline, of two words or more and not kept, goes first when
 * it lies above the first kept block past short lines only (under TQ_GAP
 * characters: "Asked 1 month ago", a vote count, "Résolu"), and author
 * boxes ("user-details", "author-info", "postprofile") part TQ_POSTS or
 * more runs of kept prose below it: the opening post and its answers. In
 * a thread whose posts are named comments (cthread: Flarum's "Post
 * CommentPost", a link board's "thing comment") each post is a run of
 * its own, and the opening post above the first another. An
 * article's byline and its author's bio box part its lead and its body:
 * two runs. */
#ifndef TQ_GAP
#define TQ_GAP 300
#endif
#ifndef TQ_POSTS
#define TQ_POSTS 3
#endif
#ifndef TQ_NEAR
#define TQ_NEAR 3
#endif
static int thread_title(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, first = hl + 1, gap = 0;
	if (hl < 0 || x->blocks[hl].keep || x->blocks[hl].words < 2 ||
	    x->blocks[hl].len > HEAD_MAXC)
		return -1;
	while (first < x->nblocks && !x->blocks[first].keep) {
		gap += x->blocks[first].chars;
		if (gap >= TQ_GAP)
			return -1;
		first++;
	}
	int end = nd[c].end_block;
	if (first >= end)
		return -1;
	/* runs of kept prose parted by author boxes, from the headline on */
	int runs = 0, prose = 0, from = first, last_end = -1;
	for (int i = 0; i < x->nnodes; i++) {
		const struct node *d = &nd[i];
		int cm = x->cthread && (d->hint & H_COMMENTS) && !(d->hint & H_BOILER);
		/* a list of the comments, or a post with its replies in it
		 * ("<ul class=comments>", Lemmy's): its innermost boxes are
		 * the posts */
		for (int j = i + 1; cm && j < x->nnodes && nd[j].first_block < d->end_block; j++)
			if ((nd[j].hint & H_COMMENTS) && !(nd[j].hint & H_BOILER) &&
			    nd[j].end_block > nd[j].first_block)
				cm = 0;
		if (d->first_block < first || !((d->hint & H_AUTHOR) || cm) ||
		    d->first_block < last_end)
			continue;
		if (d->first_block >= end)
			break;
		/* a box right over or under a kept title line (TQ_NEAR
		 * blocks at most) is an entry's header: a live blog's "21:45
		 * Uhr red" under its entry's title, "Jonas Weber 16:42" over
		 * it */
		int k = d->first_block - 1, n = d->end_block;
		while (k >= from && k >= d->first_block - TQ_NEAR && !x->blocks[k].keep)
			k--;
		while (n < end && n < d->end_block + TQ_NEAR && !x->blocks[n].keep)
			n++;
		if ((k >= from && x->blocks[k].keep && title_line(&x->blocks[k])) ||
		    (n < end && x->blocks[n].keep && title_line(&x->blocks[n])))
			return -1;
		for (k = from; k < d->first_block && !prose; k++)
			prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
		runs += prose;
		prose = 0;
		/* a thread's post named a comment (cthread) is a run of its
		 * own: the opening post above the first, each reply in one */
		for (k = d->first_block; cm && k < d->end_block && !prose; k++)
			prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
		runs += prose;
		prose = 0;
		from = last_end = d->end_block;
	}
	for (int k = from; k < end && !prose; k++)
		prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
	runs += prose;
	if (runs < TQ_POSTS)
		return -1;
	x->blocks[hl].keep = 1;
	/* one in the container is emitted in its place */
	return hl < nd[c].first_block ? hl : -1;
}

/* A short post (a picture, a video, a line or two under it) is its headline
 * and its text: the headline is then much of what the page says, where
 * above a long article it is a label (and the AEB's gold leaves it out).
 * The post's headline is the nearest heading above its first kept block,
 * when that heading is part of the <title> and was dropped; a blog's name,
 * also in the <title>, heads the page further up. A page where nothing is
 * kept gives the page's headline. */
#ifndef SHORT_POST
#define SHORT_POST 500
#endif
#ifndef SHORT_GAP
#define SHORT_GAP 8
#endif
static int post_headline(struct extractor *x, const char *title)
{
	int first = 0;
	while (first < x->nblocks && !x->blocks[first].keep)
		first++;
	if (first == x->nblocks)
		return x->headline;
	for (int i = first; i >= 0 && i >= first - SHORT_GAP; i--) {
		const struct block *b = &x->blocks[i];
		if (b->tag & F_HEAD)
			return !b->keep && b->words >= 2 && b->len <= 300 && in_title(x, title, b) ? i : -1;
	}
	return -1;
}

static void short_post(struct extractor *x, const char *title, struct buf *out)
{
	int hl = out->len < SHORT_POST ? post_headline(x, title) : -1;
	if (hl < 0)
		return;
	const struct block *h = &x->blocks[hl];
	buf_clear(&x->tmp);
	buf_add(&x->tmp, x->text.p + h->off, h->len);
	if (out->len)
		buf_putc(&x->tmp, '\n');
	buf_add(&x->tmp, out->p, out->len);
	buf_clear(out);
	buf_add(out, x->tmp.p, x->tmp.len);
}

/* A page that keeps nothing and has no headline to give gives its
 * <title>, the site's name after its last separator cut off ("Bahnstreik:
 * Was Pendler wissen müssen | Pendlerportal"): a client-rendered shell,
 * its visible HTML the site's name and a spinner ("Inhalte werden geladen
 * ...", "<app-root>Chargement…"), while its text waits in a script. That
 * text (JSON-LD's articleBody, a hydration state, "__NEXT_DATA__") is no
 * page text: no reader sees it unless a script renders it, it may be a
 * summary or another page's, and it is never taken on its own word. A
 * title of under TITLE_WORDS words gives nothing: an error page's. */
static void title_only(const char *title, struct buf *out)
{
	static const char *const sep[] = {" | ", " \xE2\x80\x93 ", " \xE2\x80\x94 ", " - ",
		" \xC2\xB7 ", " :: ", " \xC2\xBB "};
	const char *last = NULL, *end = NULL;
	for (size_t k = 0; k < sizeof sep / sizeof *sep; k++)
		for (const char *p = title, *q; (q = strstr(p, sep[k])) != NULL; p = q + 1)
			if (!last || q > last) {
				last = q;
				end = q + strlen(sep[k]);
			}
	size_t n = strlen(title);
	const char *t = title;
	if (last && (size_t)(last - title) >= n - (size_t)(end - title))
		n = (size_t)(last - title);
	else if (last) {  /* the site's name first: "Pendlerportal | Bahnstreik: ..." */
		n -= (size_t)(end - title);
		t = end;
	}
	/* a headline runs to TITLE_WORDS words or more; an error page's title
	 * is shorter ("ERROR", "404 Not Found", "Access denied") */
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += t[i] == ' ';
	if (words >= TITLE_WORDS)
		buf_add(out, t, n);
}

/* Is p[0..n) "<name" followed by a delimiter (case-insensitive)? */
static int tag_at(const char *p, const char *end, const char *name, size_t nl)
{
	if ((size_t)(end - p) < nl + 2 || tolower((unsigned char)p[1]) != name[0] ||
	    strncasecmp(p + 1, name, nl))
		return 0;
	char c = p[nl + 1];
	return c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

/* Cut the content of script, style and svg elements and all comments out
 * of the page, in place, keeping the tags (bare: "<script>"), and "<![...]>"
 * to its first '>' (a bogus comment to the HTML tokenizer). All of it is
 * dropped anyway, and libxml2 scans raw text one character at a time: on
 * news pages, inline scripts are a third of the bytes. The cut follows the
 * HTML tokenizer: a comment ends at the first "-->", script/style content
 * at the first "</script" / "</style". */
static void strip_raw(struct buf *b)
{
	char *w = b->p, *r = b->p, *end = b->p + b->len;
	while (r < end) {
		char *lt = memchr(r, '<', (size_t)(end - r));
		if (!lt)
			lt = end;
		if (w != r)
			memmove(w, r, (size_t)(lt - r));
		w += lt - r;
		r = lt;
		if (r >= end)
			break;
		const char *close = NULL;
		size_t cl = 0;
		if (end - r >= 4 && r[1] == '!' && r[2] == '-' && r[3] == '-') {
			char *e = memmem(r + 4, (size_t)(end - r - 4), "-->", 3);
			r = e ? e + 3 : end;
			continue;
		}
		if (end - r >= 3 && r[1] == '!' && r[2] == '[') {
			/* "<![if !supportEmptyParas]>", "<![endif]>": a bogus
			 * comment to the first '>' for a browser, text for libxml2 */
			char *e = memchr(r + 3, '>', (size_t)(end - r - 3));
			r = e ? e + 1 : end;
			continue;
		}
		if (tag_at(r, end, "script", 6))
			close = "/script", cl = 7;
		else if (tag_at(r, end, "style", 5))
			close = "/style", cl = 6;
		else if (tag_at(r, end, "svg", 3))
			close = "/svg", cl = 4;
		if (!close) {
			*w++ = *r++;
			continue;
		}
		char *gt = memchr(r, '>', (size_t)(end - r));
		if (!gt)
			break;
		/* the tag goes on without its attributes: a quote left open in
		 * one would have the parser read the rest of the page as its
		 * value */
		int self = gt[-1] == '/';
		*w++ = '<';
		memmove(w, close + 1, cl - 1);
		w += cl - 1;
		if (self)
			*w++ = '/';
		*w++ = '>';
		r = gt + 1;
		if (self && close[1] == 's' && close[2] == 'v')
			continue;  /* <svg ... /> */
		for (;;) {
			char *c = memchr(r, '<', (size_t)(end - r));
			if (!c) {
				r = end;
				break;
			}
			if ((size_t)(end - c) > cl && !strncasecmp(c + 1, close, cl)) {
				r = c;
				break;
			}
			r = c + 1;
		}
	}
	b->len = (size_t)(w - b->p);
	b->p[b->len] = 0;
}

/* A container that is one of THREAD_RUN+ sibling boxes of one tag and
 * class, each holding prose, is a post of a thread (or of a page of
 * posts): the run's parent is the container. THREAD_PAIR+ boxes do when
 * each holds an element with an author hint (the post's author box):
 * an article and the page's disclaimer in boxes of one class have none.
 * The container and up to THREAD_UP of its ancestors are tried; siblings
 * are found in one scan of the parent's elements. */
#ifndef THREAD_RUN
#define THREAD_RUN 4
#endif
#ifndef THREAD_PAIR
#define THREAD_PAIR 2
#endif
#ifndef THREAD_UP
#define THREAD_UP 3
#endif
static int thread_box(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	for (int p = c, up = 0; up <= THREAD_UP && p > 0 && nd[p].parent >= 0;
	     p = nd[p].parent, up++) {
		int par = nd[p].parent, run = 0, signed_run = 0, box = -1, sig = 0;
		if (!nd[p].cls)
			continue;
		int end = nd[par].end_block;
		for (int i = par + 1; i < x->nnodes && nd[i].first_block <= end; i++) {
			if (nd[i].parent == par) {
				signed_run += sig;
				box = nd[i].cls == nd[p].cls && nd[i].nprose > 0 ? i : -1;
				run += box >= 0;
				sig = 0;
			} else if (box >= 0 && (nd[i].hint & H_AUTHOR)) {
				sig = 1;
			}
		}
		signed_run += sig;
		if (run >= THREAD_RUN || (run >= THREAD_PAIR && signed_run == run))
			return par;
	}
	return c;
}

/* A news site's infinite scroll puts the next story below the page's own
 * ("Nächster Artikel", "Article suivant", "Next story"): a box of the tag
 * and class of the box around the headline (one named for the title of
 * the page), after it, with a heading of its own in its first
 * SCROLL_HEAD blocks, no link and no reply's "Re:", a byline or date
 * (outside boilerplate, or in its header box named a header and nothing
 * else, "story__header") and SCROLL_PROSE characters of prose, is another
 * article, and so the headline's box is the container when it holds a
 * byline or date and prose too (an agency's report of three short
 * paragraphs). A long read's sections in boxes of one class carry no
 * byline each; a forum's posts hold their own subjects as links or
 * replies, and the thread's title over them in no post. */
#ifndef SCROLL_HEAD
#define SCROLL_HEAD 4
#endif
#ifndef SCROLL_PROSE
#define SCROLL_PROSE 400
#endif
static int story_box(const struct extractor *x, int s, int from, int min)
{
	const struct node *nd = x->nodes;
	int head = 0, meta = 0, prose = 0;
	for (int j = from; j < nd[s].end_block; j++) {
		const struct block *e = &x->blocks[j];
		const struct node *o = &nd[e->owner];
		if (j < nd[s].first_block + SCROLL_HEAD && (e->tag & F_HEAD) && e->len >= 8 &&
		    !e->link_chars && !reply_subject(x->text.p + e->off, e->len))
			head = 1;
		meta |= o->nearest_meta >= s &&
		        (o->nearest_neg < 0 ||
		         (o->nearest_neg > s && nd[o->nearest_neg].nheads >= 1 &&
		          nd[o->nearest_neg].negkey == neg_bit("header", 6)));
		if (is_prose(e) && o->nearest_meta < 0 && o->nearest_neg < 0)
			prose += e->chars - e->link_chars;
	}
	return (head || from > nd[s].first_block) && meta && prose >= min;
}

static int scroll_story(struct extractor *x, int c, const char *title)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < nd[c].first_block || hl >= nd[c].end_block || !in_title(x, title, &x->blocks[hl]))
		return c;
	for (int a = x->blocks[hl].owner; a > c && nd[a].parent >= c; a = nd[a].parent) {
		int p = nd[a].parent;
		if ((!nd[a].cls && !(nd[a].tag & F_ARTICLE)) || !story_box(x, a, hl, 1))
			continue;
		for (int i = a + 1; i < x->nnodes && nd[i].first_block < nd[p].end_block; i++)
			if (nd[i].parent == p && nd[i].cls == nd[a].cls && nd[i].tag == nd[a].tag &&
			    story_box(x, i, nd[i].first_block, SCROLL_PROSE))
				return a;
	}
	return c;
}

/* Teaser summaries in a sidebar inside the container counted for it, and
 * selection dropped them: with them weighing nothing, is the best element
 * c2 a part of container c that is the article without the sidebar? It is
 * when nothing of weight was kept before it (a lead paragraph, a dek) and it
 * holds most of what was kept. */
static int narrower(const struct extractor *x, int c, int c2, double kept)
{
	int a = c2;
	while (a > c)
		a = x->nodes[a].parent;
	if (a != c)
		return 0;
	const struct node *n = &x->nodes[c2];
	for (int i = x->nodes[c].first_block; i < n->first_block; i++)
		if (x->blocks[i].keep && x->blocks[i].w > NARROW_LEAD)
			return 0;
	double k2 = 0;
	for (int i = n->first_block; i < n->end_block; i++)
		if (x->blocks[i].keep && x->blocks[i].w > 0)
			k2 += x->blocks[i].w;
	return k2 >= NARROW_KEEP * kept;
}

/* drop_similar's limits (its comment says what they bound) */
#ifndef SIM_RUN
#define SIM_RUN 2
#endif
#define SIM_HEAD 60
#define SIM_CARD 600
#define SIM_MAX 8    /* headings looked at: each scans its parent's nodes */
static int similar_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"similar", "simil", "\xC3\xA4hnlich", "\xC3\x84hnlich", "vergelijkbar",
		"auch interessieren", "also like", "might like", "may also be interested",
		"te puede interesar", "potrebbe interessarti", "pourrait vous int",
	};
	return n < SIM_HEAD && HAS_ANY_CI(s, n, w);
}

/* Marks the boxes of one tag and class among the children of p after
 * node from; returns how many there are (all of them links' cards). */
static int similar_boxes(struct extractor *x, int p, int from, int mark)
{
	struct node *nd = x->nodes;
	unsigned cls = 0;
	int n = 0;
	for (int i = from + 1; i < x->nnodes && nd[i].first_block < nd[p].end_block; i++) {
		if (nd[i].parent != p || nd[i].first_block == nd[i].end_block)
			continue;
		int link = 0;
		for (int j = nd[i].first_block; j < nd[i].end_block && !link; j++)
			link = x->blocks[j].link_chars > 0;
		if (!nd[i].cls || (cls && nd[i].cls != cls) || !link || nd[i].tchars >= SIM_CARD)
			return 0;
		cls = nd[i].cls;
		n++;
		if (mark)
			unkeep(x, nd[i].first_block, nd[i].end_block);
	}
	return n;
}

/* Similar listings under the page's own ("Ähnliche Jobs", "Similar
 * properties", "Offres similaires", "Das könnte Sie auch interessieren"):
 * a heading of under SIM_HEAD characters that says so, over SIM_RUN or
 * more boxes of one tag and class, each holding a link and under
 * SIM_CARD characters (its siblings, or the children of its next
 * sibling: a grid's row), is a portal's list of other jobs, flats or
 * events, their snippets prose: the heading and the boxes go. */
static void drop_similar(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first, seen = 0; i < end && seen < SIM_MAX; i++) {
		struct block *b = &x->blocks[i];
		int h = b->owner, p = nd[h].parent;
		if (!(b->tag & F_HEAD) || b->link_chars || p < 0 ||
		    !similar_head(x->text.p + b->off, b->len))
			continue;
		seen++;
		/* the heading's next sibling, whose children may be the
		 * boxes (a grid's row) */
		int next = -1;
		for (int k = h + 1; k < x->nnodes && nd[k].first_block < nd[p].end_block; k++)
			if (nd[k].parent == p && nd[k].first_block < nd[k].end_block) {
				next = k;
				break;
			}
		if (similar_boxes(x, p, h, 0) >= SIM_RUN)
			similar_boxes(x, p, h, 1);
		else if (next >= 0 && similar_boxes(x, next, next, 0) >= SIM_RUN)
			similar_boxes(x, next, next, 1);
		else
			continue;
		b->keep = 0;
	}
}

/* A pull quote: a sentence of the body set again, large, in a blockquote
 * between its paragraphs ("<blockquote class=quote--pull>",
 * "wp-block-pullquote", "exergue"; "Wer Zeit hat, ist verdächtig.", "« On
 * ne peut pas être contre le loup »") is the copy of a kept paragraph's
 * words, no text of its own: a blockquote of one or two blocks whose first
 * line, its quotation marks stripped, is PULL_MIN+ bytes found in a longer
 * kept block outside it, PULL_NEAR blocks away at most and in the box
 * PULL_UP levels above it, goes whole (its attribution too). A quote that
 * stands alone, a reply's quote of a whole post, or of a sentence of an
 * earlier post with no attribution (Flarum's "<blockquote class=
 * uncited>": the source in another post's box), or one a line leads in to
 * with its colon ("You write:"), a blog quoting its own older post
 * further up, stays. */
#ifndef PULL_MIN
#define PULL_MIN 20
#endif
#ifndef PULL_MAX
#define PULL_MAX 400
#endif
#ifndef PULL_NEAR
#define PULL_NEAR 8
#endif
#ifndef PULL_UP
#define PULL_UP 3
#endif
static int quote_mark(const unsigned char *u, size_t n)
{
	if (n >= 1 && (u[0] == '"' || u[0] == '\'' || u[0] == ' '))
		return 1;
	if (n >= 2 && u[0] == 0xC2 && (u[1] == 0xAB || u[1] == 0xBB || u[1] == 0xA0))
		return 2;
	if (n >= 3 && u[0] == 0xE2 && u[1] == 0x80 &&
	    ((u[2] >= 0x98 && u[2] <= 0x9F) || u[2] == 0xB9 || u[2] == 0xBA || u[2] == 0xAF))
		return 3;
	return 0;
}

static void drop_pull_quotes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->link_chars || b->len < PULL_MIN || b->len > PULL_MAX)
			continue;
		int q = b->owner;
		for (int up = 0; q >= 0 && up < 3 && !(nd[q].tag & F_QUOTE); up++)
			q = nd[q].parent;
		if (q < 0 || !(nd[q].tag & F_QUOTE) || nd[q].first_block != i ||
		    nd[q].end_block - i > 2 || nd[q].first_block < first || nd[q].end_block > end)
			continue;
		const char *s = x->text.p + b->off;
		size_t n = b->len, k;
		while (n && (k = quote_mark((const unsigned char *)s, n)) > 0)
			s += k, n -= k;
		for (int back = 1; back && n > 3;) {
			back = 0;
			for (k = 1; k <= 3 && !back; k++)
				if (quote_mark((const unsigned char *)s + n - k, k) == (int)k)
					back = (int)k;
			n -= (size_t)back;
		}
		if (n < PULL_MIN)
			continue;
		const struct block *pb = i > first ? &x->blocks[i - 1] : NULL;
		if (pb && pb->len && x->text.p[pb->off + pb->len - 1] == ':')
			continue;
		/* the copied paragraph is the quote's neighbour in its body box,
		 * PULL_UP levels above the quote at most; one in another post
		 * of a thread is what a reply quotes */
		int box = q;
		for (int up = 0; up < PULL_UP && nd[box].parent >= 0; up++)
			box = nd[box].parent;
		int lo = i - PULL_NEAR > first ? i - PULL_NEAR : first;
		int hi = nd[q].end_block + PULL_NEAR < end ? nd[q].end_block + PULL_NEAR : end;
		if (lo < nd[box].first_block)
			lo = nd[box].first_block;
		if (hi > nd[box].end_block)
			hi = nd[box].end_block;
		int found = 0;
		for (int j = lo; j < hi && !found; j++) {
			const struct block *o = &x->blocks[j];
			if (j >= nd[q].first_block && j < nd[q].end_block)
				continue;
			found = o->keep > 0 && o->len > n + PULL_MIN &&
			        memmem(x->text.p + o->off, o->len, s, n) != NULL;
		}
		if (!found)
			continue;
		unkeep(x, nd[q].first_block, nd[q].end_block);
		i = nd[q].end_block - 1;
	}
}

/* A box that suggests how to cite the page, after its text: a court's
 * ruling or a paper under its body ("Zitiervorschlag", "Zitierweise",
 * "Suggested citation", "How to cite", "Citer cette décision",
 * "Cómo citar", "Come citare", "Citeerwijze"): a heading of under
 * CITE_HEAD characters, no link, that opens a box of at most CITE_BLOCKS
 * blocks and CITE_MAX characters, with text kept above it. The
 * reference is the portal's, no part of the text: the box goes. */
#ifndef CITE_HEAD
#define CITE_HEAD 40
#endif
#ifndef CITE_BLOCKS
#define CITE_BLOCKS 4
#endif
#ifndef CITE_MAX
#define CITE_MAX 400
#endif
static int cite_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"zitiervorschlag", "zitierweise", "suggested citation", "cite this",
		"how to cite", "citer cet", "comment citer", "mo citar", "citar este",
		"come citare", "citazione consigliata", "citeerwijze",
	};
	return n < CITE_HEAD && HAS_ANY_CI(s, n, w);
}

static void drop_cite_box(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	int kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->link_chars || !kept ||
		    !cite_head(x->text.p + b->off, b->len)) {
			kept |= b->keep > 0;
			continue;
		}
		int p = nd[b->owner].parent;
		if (p < 0 || nd[p].first_block != i ||
		    nd[p].end_block - i > CITE_BLOCKS || nd[p].tchars > CITE_MAX)
			continue;
		unkeep(x, i, nd[p].end_block);
	}
}

/* A call to act that closes a company's page: the last kept blocks, a
 * heading and a line or two ("Sie planen ein Projekt? Rufen Sie uns an
 * ...", "Une urgence ? Appelez-nous ...", "Klaar voor de overstap?"), in
 * the smallest box below container c that also holds a button
 * ("elementor-button", "et_pb_button", "wp-block-button__link",
 * "w-button", a link in Tailwind's "rounded-full bg-white px-5"; in a box
 * after its parent's one <article>, a link alone that closes it), after
 * CTA_BODY characters of the page kept above it: a band the page builder
 * sets under every page, its button "Kontakt aufnehmen".
 * The band opens with a heading or is one line under CTA_LINE characters
 * (a job ad's paragraph on how to apply, its contact's name and phone,
 * stays); a button's label is dropped (a question in an accordion's
 * toggle named a button is kept: no call). A box of a grid whose boxes
 * of its tag and class before it hold buttons too is a card (a service,
 * "Lees meer"): it stays, and so does a thread's last post, a short line
 * under its author's header over its reply buttons, as the posts before
 * it of its tag and class ("Danke, genau so habe ich es gemacht"). */
#ifndef CTA_MAX
#define CTA_MAX 250
#endif
#ifndef CTA_LINE
#define CTA_LINE 120
#endif
#ifndef CTA_BLOCKS
#define CTA_BLOCKS 3
#endif
#ifndef CTA_BODY
#define CTA_BODY 500
#endif
static int under_button(const struct extractor *x, int k, int a)
{
	for (; k >= a; k = x->nodes[k].parent)
		if (x->nodes[k].hint & H_BUTTON)
			return 1;
	return 0;
}

/* A box, no article itself, after the one <article> of its parent: past
 * the article's end, in hashed classes that name nothing ("<article
 * class=css-1x2y>...</article><section class=css-3z4w><h2>We are
 * hiring</h2>..."); a thread's posts or a live blog's entries, an
 * <article> each, are no such article. */
static int after_article(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent, n = 0;
	if (nd[a].tag & F_ARTICLE)
		return 0;
	for (int k = p + 1; k < a; k++)
		if (nd[k].parent == p && (nd[k].tag & F_ARTICLE))
			n++;
	return n == 1;
}

/* A link alone, four words or fewer and no sentence: a button's label
 * ("See open roles", "Jetzt bewerben") */
static int lone_link(const struct block *b)
{
	return b->link_chars && b->link_chars == b->chars && b->words <= 4 && !b->punct;
}

/* Is box a, or a box around it below container c, the last of a run of
 * boxes of its tag and class whose earlier ones hold buttons too: a
 * thread's last post or a Q&A page's last answer, short, over its reply
 * and vote buttons under its author's name and date ("<li
 * component=post>" in NodeBB), no band that closes the page? */
static int repeated_post(const struct extractor *x, int a, int c)
{
	const struct node *nd = x->nodes;
	for (int g = a; g > c; g = nd[g].parent) {
		int p = nd[g].parent, author = 0;
		if (p < 0 || !nd[g].cls)
			continue;
		/* a post has its header, a line under a meta hint or in a
		 * box named a header: its author, its date (a page builder's
		 * section, its boxes of one class too, has none) */
		for (int j = nd[g].first_block; j < nd[g].end_block && !author; j++) {
			int m = nd[x->blocks[j].owner].nearest_meta;
			int h = nd[x->blocks[j].owner].nearest_neg;
			author = !(x->blocks[j].tag & F_HEAD) &&
			         (m >= g || (h >= g && nd[h].negkey == neg_bit("header", 6)));
		}
		if (!author)
			continue;
		for (int k = p + 1; k < g; k++) {
			if (nd[k].parent != p || nd[k].cls != nd[g].cls)
				continue;
			for (int j = nd[k].first_block; j < nd[k].end_block; j++)
				if (x->blocks[j].button || under_button(x, x->blocks[j].owner, k))
					return 1;
		}
	}
	return 0;
}

static void drop_cta_band(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, last = nd[c].end_block - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	if (last < first)
		return;
	for (int a = x->blocks[last].owner; a > c; a = nd[a].parent) {
		int kept = 0, chars = 0, button = 0, head = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
			const struct block *b = &x->blocks[j];
			if (b->keep > 0) {
				kept++;
				chars += b->chars;
				head |= (b->tag & F_HEAD) != 0;
			} else {
				button |= b->button || under_button(x, b->owner, a) ||
				          (j == nd[a].end_block - 1 && lone_link(b) &&
				           after_article(x, a));
			}
		}
		if (kept > CTA_BLOCKS || chars > CTA_MAX)
			return;
		if (!button || !(head || chars < CTA_LINE))
			continue;
		int p = nd[a].parent;
		for (int j = nd[p].first_block; j < nd[a].first_block; j++) {
			int k = x->blocks[j].owner;
			while (k > p && nd[k].parent != p)
				k = nd[k].parent;
			if (k <= p)
				continue;  /* the parent's own text, no box's */
			/* a card of a grid, its boxes of one tag and class
			 * (a tag's pill in the byline, "<a class=\"rounded-full
			 * bg-gray-50 px-3\">Recht</a>", is no card) */
			if ((x->blocks[j].button || under_button(x, x->blocks[j].owner, p)) &&
			    (nd[k].cls == nd[a].cls || !nd[a].cls))
				return;
		}
		long body = 0;
		for (int j = first; j < nd[a].first_block; j++)
			if (x->blocks[j].keep > 0)
				body += x->blocks[j].chars;
		if (body < CTA_BODY || repeated_post(x, a, c))
			return;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		return;
	}
}

/* A calculator box in a listing: a heading and a line or two that offer
 * to work out a loan or a budget, with a link or a button to the tool
 * ("Wie viel Miete kann ich mir leisten? ... Zum Mietrechner", "Calculez
 * votre budget", "Calcula tu hipoteca", "Calcola la tua rata", "Bereken je
 * maandlasten"): the portal's widget between or under an exposé's or a
 * car's fact tables, no part of the listing. The box (below container c)
 * opens with the heading, keeps at most CTA_BLOCKS blocks and CTA_MAX
 * characters, holds a dropped link or a button, and its heading or its
 * link names the tool. */
static int calc_words(const char *s, size_t n)
{
	static const char *const w[] = {"rechner", "calcul", "calcol", "simula",
		"bereken", "hypoth", "hipotec", "mortgage", "finanzierung"};
	return HAS_ANY_CI(s, n, w);
}

static void drop_calc_box(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, end = nd[c].end_block;
	for (int i = first; i < end; i++) {
		const struct block *h = &x->blocks[i];
		if (h->keep <= 0 || !(h->tag & F_HEAD) || h->link_chars)
			continue;
		int a = nd[h->owner].parent;
		while (a > c && nd[a].end_block - nd[a].first_block < 2)
			a = nd[a].parent;
		if (a <= c || nd[a].first_block != i)
			continue;
		int kept = 0, chars = 0, link = 0, calc = 0;
		for (int j = i; j < nd[a].end_block; j++) {
			const struct block *b = &x->blocks[j];
			int l = b->button || (b->link_chars && b->link_chars * 2 >= b->chars) ||
			        under_button(x, b->owner, a);
			if (b->keep > 0) {
				kept++;
				chars += b->chars;
			} else {
				link |= l;
			}
			/* the heading or the link names the tool, not a paragraph
			 * ("the factors were calculated as ...") */
			if ((j == i || (l && b->keep <= 0)) &&
			    calc_words(x->text.p + b->off, b->len))
				calc = 1;
		}
		if (kept < 2 || kept > CTA_BLOCKS || chars > CTA_MAX || !link || !calc)
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* Pass 3 over container c: select, then the passes that drop teasers,
 * previews and headings left alone. */
/* A thread's summary box after its last post: its counters' labels
 * alone, each over its number or date ("créé" over "févr. 14",
 * "dernière réponse", "réponses" after "3", "vues"; "erstellt",
 * "Antworten", "Aufrufe"; "created", "replies", "views", "users";
 * Discourse's "topic-map", a label an <h4> over its <li>): no heading of
 * a listing's facts after the body (facts_after), and no post's line
 * (drop_thread_stats). */
static int stat_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"erstellt", "letzte antwort", "antworten", "aufrufe", "benutzer",
		"beitr\xC3\xA4ge", "created", "last reply", "replies", "views", "users",
		"posts", "likes", "links", "cr\xC3\xA9\xC3\xA9", "derni\xC3\xA8re r\xC3\xA9ponse",
		"r\xC3\xA9ponses", "vues", "utilisateurs", "liens", "creado",
		"\xC3\xBAltima respuesta", "respuestas", "visitas", "usuarios", "creato",
		"ultima risposta", "risposte", "visualizzazioni", "utenti", "aangemaakt",
		"laatste reactie", "reacties", "weergaven", "gebruikers",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (n == strlen(w[k]) && !strncasecmp(s, w[k], n))
			return 1;
	return 0;
}
/* The same summary inside the container, under the last post: a run of
 * STAT_RUN or more kept lines at its end, each under STAT_MAX characters
 * of two words at most, no link, no sentence, STAT_LABELS or more of them
 * such a label alone, after a kept paragraph, goes. */
#ifndef STAT_RUN
#define STAT_RUN 4
#endif
#ifndef STAT_MAX
#define STAT_MAX 24
#endif
#ifndef STAT_LABELS
#define STAT_LABELS 2
#endif
static void drop_thread_stats(struct extractor *x, int first, int end)
{
	int last = end - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	int i = last, run = 0, labels = 0;
	for (; i >= first; i--) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0)
			continue;
		if (b->chars >= STAT_MAX || b->words > 2 || b->link_chars ||
		    ends_sentence(s, b->len))
			break;
		run++;
		labels += stat_label(s, b->len);
	}
	if (run < STAT_RUN || labels < STAT_LABELS || i < first ||
	    !is_prose(&x->blocks[i]))
		return;
	for (int j = i + 1; j <= last; j++)
		x->blocks[j].keep = 0;
}

/* A fact box set in rows of a label and its value ("<div class=
 * einsatz__datum><span class=label>Datum</span><span class=value>
 * 12.09.2026</span></div>", then "Alarmierung", "Fahrzeuge" with the
 * vehicles linked; an event's "Lieu", "Horaire"; "Plaats", "Prijs"): a
 * run of FACT_RUN or more blocks, each a row of its own under one parent,
 * each opening with an element named a label (label_class) and under
 * FACT_MAX characters, of which half or more are kept, is the box's table
 * and kept whole: a row of links, or one named a date, is one of its
 * facts, no menu nor byline (under the boilerplate hint of its rows alone,
 * a box the parent is not in, it stays out, and so does a row named its
 * author's: a recipe card's "Author: Hannah Price" is its byline). */
#ifndef FACT_RUN
#define FACT_RUN 3
#endif
#ifndef FACT_MAX
#define FACT_MAX 200
#endif
static void keep_fact_rows(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end;) {
		if (!x->blocks[i].lab) {
			i++;
			continue;
		}
		int p = nd[x->blocks[i].owner].parent, j = i, kept = 0, ok = p >= 0;
		for (; j < end && x->blocks[j].lab && nd[x->blocks[j].owner].parent == p; j++) {
			const struct block *b = &x->blocks[j];
			if (b->chars >= FACT_MAX || (j > i && b->owner == b[-1].owner) ||
			    (nd[b->owner].nearest_neg >= 0 &&
			     nd[b->owner].nearest_neg != nd[p].nearest_neg))
				ok = 0;
			kept += b->keep > 0;
		}
		if (ok && j - i >= FACT_RUN && 2 * kept >= j - i)
			for (int k = i; k < j; k++) {
				int m = nd[x->blocks[k].owner].nearest_meta;
				if (m < 0 || !(nd[m].hint & H_AUTHOR))
					x->blocks[k].keep = 1;
			}
		i = j > i ? j : i + 1;
	}
}

/* A data table whose head row is kept is kept whole: its rows under it,
 * each a linked name and a number or a size ("<a>Thijs Kuipers</a>" |
 * "1", a match report's scorers; "<a>Etappenplan.pdf</a>" | "340 kB", a
 * council's notice's documents), are decided as its head was, not by the
 * teaser or the link list after the body that they look like. A table in
 * the container (no boilerplate hint in it), TROW_MIN rows or more, each
 * cell one block under 80 characters, whose first row's cells, two or
 * more (one is a box's title), are all kept and labels, no link nor
 * figure ("Name" | "Grösse"; a table of an
 * event's facts, "Datum" | "Samstag, 1. August 2026", has no head row
 * and its rows are decided each on its own). */
#define TROW_MIN 3
static void keep_table_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int cell = b->keep > 0 ? in_cell(nd, b) : -1;
		if (cell < 0 || nd[cell].parent <= c || !(nd[nd[cell].parent].tag & F_TR))
			continue;
		int r = nd[cell].parent, t = nd[r].parent;
		if (t <= c)
			continue;
		if (nd[t].first_block == nd[r].first_block && nd[t].parent > c &&
		    nd[nd[t].parent].first_block == nd[t].first_block)
			t = nd[t].parent;  /* the head row in a <thead> */
		if (nd[t].first_block != nd[r].first_block || nd[t].end_block > end) {
			i = nd[r].end_block - 1;
			continue;
		}
		int ok = nd[r].end_block - nd[r].first_block >= 2, rows = 0;
		for (int k = nd[r].first_block; k < nd[r].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			ok = e->keep > 0 && !e->link_chars;
			for (size_t q = 0; q < e->len && ok; q++)
				ok = !isdigit((unsigned char)x->text.p[e->off + q]);
		}
		for (int k = nd[t].first_block; k < nd[t].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			int ec = in_cell(nd, e);
			ok = ec >= 0 && e->chars < 80 && nd[e->owner].nearest_neg <= c &&
			     (nd[nd[ec].parent].tag & F_TR);
			rows += ok && (k == nd[t].first_block ||
			               nd[ec].parent != nd[in_cell(nd, &e[-1])].parent);
		}
		if (ok && rows >= TROW_MIN)
			for (int k = nd[t].first_block; k < nd[t].end_block; k++)
				x->blocks[k].keep = 1;
		i = nd[t].end_block - 1;
	}
}

/* A box of a listing's facts built of rows of boxes, no table (a used
 * car's "Technische Daten": "<div class=g-row><div class=g-col-6>Getriebe
 * </div><div class=g-col-6>Schaltgetriebe</div></div>", a flat's "Zimmer"
 * | "3", "Année" | "2019"): GRID_ROWS or more rows in a run, siblings of
 * one tag and class, each of two boxes of one block each, a label and its
 * value, link-free, under GRID_MAX characters and outside boilerplate,
 * in the container, are kept whatever their weight, and so is the heading
 * right over the first row in their box (named a header by its own class
 * too: "<h2 class=cBox-header>"). */
#define GRID_ROWS 4
#define GRID_MAX 80
static int grid_pair(const struct extractor *x, int i, int c)
{
	const struct node *nd = x->nodes;
	if (i + 1 >= x->nblocks)
		return -1;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	if (r <= c || nd[r].first_block != i || nd[r].end_block != i + 2 || !nd[r].cls)
		return -1;
	for (int k = i; k < i + 2; k++) {
		const struct block *e = &x->blocks[k];
		if (nd[e->owner].parent != r || e->link_chars || !e->chars ||
		    e->chars >= GRID_MAX || nd[e->owner].nearest_neg > c ||
		    (e->tag & F_HEAD))
			return -1;
	}
	return b[1].owner != b->owner ? r : -1;
}

static void keep_grid_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		int r = grid_pair(x, i, c);
		if (r < 0)
			continue;
		int j = i, rows = 0, r2;
		while (j < end && (r2 = grid_pair(x, j, c)) >= 0 && nd[r2].cls == nd[r].cls &&
		       nd[r2].parent == nd[r].parent)
			j += 2, rows++;
		if (rows < GRID_ROWS) {
			i = j + 1;
			continue;
		}
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		if (h && (h->tag & (F_HEAD | F_H1)) == F_HEAD && !h->link_chars &&
		    h->chars < GRID_MAX && nd[h->owner].parent == nd[r].parent &&
		    (nd[h->owner].nearest_neg <= c || named_head(x, h)))
			h->keep = 1;
		i = j - 1;
	}
}

/* A programme's events in a list, each item its date, its title linked
 * to its page, its time and place and a line about it ("<li><p>Gio
 * 03.12.2026</p><h3><a>La traviata</a></h3><p>ore 20:30 · Sala grande"):
 * on a page of no body, its longest kept paragraph under a teaser's
 * length, a linked heading (h2-h6, under EVENT_HEAD characters, outside
 * boilerplate) right over a kept line of its box with a time in figures,
 * one of CARD_RUN or more such, is the event's title and stays (a list of
 * teasers under a body keeps its headlines out). */
#define EVENT_HEAD 100
static int event_title(const struct extractor *x, int i, int c, int end)
{
	const struct node *nd = x->nodes;
	const struct block *h = &x->blocks[i], *t = h + 1;
	return i + 1 < end && !h->keep && (h->tag & (F_HEAD | F_H1)) == F_HEAD &&
	       h->link_chars * 2 > h->chars && h->chars < EVENT_HEAD &&
	       nd[h->owner].nearest_neg <= c && t->keep > 0 && !t->link_chars &&
	       t->chars < ENTRY_STAMP && nd[t->owner].parent == nd[h->owner].parent &&
	       clock_time(x->text.p + t->off, t->len);
}

static void keep_event_titles(struct extractor *x, int c, int first, int end)
{
	int n = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b) && b->chars >= TEASER_MAX)
			return;
		n += event_title(x, i, c, end);
	}
	if (n < CARD_RUN)
		return;
	for (int i = first; i < end; i++)
		if (event_title(x, i, c, end))
			x->blocks[i].keep = 2;
}

/* A box of the club's sponsors after the text, its heading saying so
 * ("Our sponsors", "Unsere Sponsoren", "Unsere Förderer", "Nos sponsors",
 * "Onze sponsors", "I nostri sponsor", "Gönner") over a line or two of
 * their names ("The Haddon Arms · Pike & Sons Builders"): a heading of
 * three words or fewer that names them, after SPON_BODY characters of kept
 * prose, and the rest of the box that opens with it, SPON_MAX characters
 * at most, go (a builder's page section under the post, in the container). */
#define SPON_BODY 400
#define SPON_MAX 300
static void drop_sponsor_box(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {
		"sponsor", "f\xC3\xB6rderer", "g\xC3\xB6nner", "m\xC3\xA9" "c\xC3\xA8nes",
		"patrocinador",
	};
	const struct node *nd = x->nodes;
	int body = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b))
			body += b->chars;
		if (body < SPON_BODY || b->keep <= 0 || !(b->tag & F_HEAD) || b->link_chars ||
		    b->words > 3 || b->chars >= 40 || !HAS_ANY_CI(x->text.p + b->off, b->len, w))
			continue;
		int l = b->owner;
		while (nd[l].parent > c && nd[nd[l].parent].first_block == i)
			l = nd[l].parent;
		int chars = 0;
		for (int k = i + 1; k < nd[l].end_block; k++)
			chars += x->blocks[k].chars;
		if (nd[l].end_block > i + 1 && chars <= SPON_MAX && nd[l].end_block <= end)
			unkeep(x, i, nd[l].end_block);
	}
}

/* A listing set between two kept paragraphs of the text, in a box of its
 * own: a club's list of dates between its welcome and its note on the
 * museum's hours ("Samstag, 14.03.2026" over "19:00 - 21:00
 * <a>Jahreshauptversammlung 2026</a> Gasthaus Krone", Contao's event
 * list), a school's list of its clubs, each a linked name, a time and a
 * place. A run of LIST_RUN to LIST_MAX blocks, each under LIST_LINE
 * characters, that a box holds alone, a child of the container or of
 * the box that holds all its blocks (no
 * boilerplate hint on it; a sidebar's list of headlines and dates in a
 * table-built page is deeper), LIST_ROWS or more of them linked with
 * a quarter or more of their text outside the link (a related article's
 * teaser is its link alone; a list of addresses, each its link's text,
 * "http://www.columbia.edu/kermit/ckc208.html (C-Kermit 8.0.208)", is a
 * page's references, no list of its own), half of them dropped, right after a kept
 * paragraph and right before one, is the page's list and kept whole. */
#ifndef LIST_RUN
#define LIST_RUN 4
#endif
#define LIST_MAX 60
#define LIST_LINE 200
#define LIST_ROWS 3
static void keep_listing_gap(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int a = first + 1; a < end; a++) {
		const struct block *pb = &x->blocks[a - 1];
		if (x->blocks[a].keep > 0 || pb->keep <= 0 || !is_prose(pb))
			continue;
		/* the largest box that opens with block a */
		int l = x->blocks[a].owner;
		while (nd[l].parent > c && nd[nd[l].parent].first_block == a)
			l = nd[l].parent;
		int b = nd[l].end_block, rows = 0, out = 0, ok = 1, p = nd[l].parent;
		if ((p != c && (nd[p].first_block != first || nd[p].end_block != end)) ||
		    b >= end || b - a < LIST_RUN || b - a > LIST_MAX || nd[l].nearest_neg >= c ||
		    x->blocks[b].keep <= 0 || !is_prose(&x->blocks[b]))
			continue;
		for (int k = a; k < b && ok; k++) {
			const struct block *e = &x->blocks[k];
			ok = e->chars < LIST_LINE;
			const char *t = x->text.p + e->off;
			rows += e->link_chars && 4 * (e->chars - e->link_chars) >= e->chars &&
			        !(e->lead && (starts_with_ci(t, e->len, "http") ||
			                      starts_with_ci(t, e->len, "www.")));
			out += e->keep <= 0;
		}
		if (!ok || rows < LIST_ROWS || 2 * out < b - a)
			continue;
		for (int k = a; k < b; k++)
			x->blocks[k].keep = 1;
		a = b;
	}
}

/* A teaser's date by its linked title in a list of other posts under the
 * article ("12.02.2025" over "<a>Erkältung oder Grippe? ...</a>", a
 * Contao news list's, a pharmacy's or a clinic's "Weitere
 * Gesundheitstipps", "Weitere News"): the title goes as a link and the
 * date stayed alone. A kept line under TEASER_DATE characters that is a
 * date in figures (and at most a weekday or a word beside it), not a
 * cell, right over or under a dropped block that is mostly a link, a
 * title of four words or more and TEASER_TITLE characters (not a club's
 * name by the date of a transfer: "Werder Bremen U19"), goes; the list's
 * heading then heads nothing (drop_orphan_heads). */
#ifndef TEASER_DATE
#define TEASER_DATE 24
#endif
#ifndef TEASER_TITLE
#define TEASER_TITLE 25
#endif
static int linked_title(const struct block *b)
{
	return b->keep <= 0 && b->chars >= TEASER_TITLE && b->words >= 4 &&
	       b->link_chars * 2 > b->chars;
}

static void drop_teaser_dates(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars >= TEASER_DATE || b->words > 3 || b->link_chars ||
		    (b->tag & (F_HEAD | F_TR)) || in_cell(x->nodes, b) >= 0 ||
		    !figure_date(x->text.p + b->off, b->len))
			continue;
		if ((i + 1 < end && linked_title(&b[1])) || (i > first && linked_title(&b[-1])))
			b->keep = 0;
	}
}

/* Customers' reviews under a shop's or a store's product text, each in a
 * card under its vote line ("Was this review helpful? Yes No Funny", "War
 * diese Rezension hilfreich?", "Cet avis vous a-t-il été utile ?",
 * "¿Te ha resultado útil esta reseña?", "Questa recensione ti è stata
 * utile?", "Was deze review nuttig?"): the readers' text, as comments are,
 * no part of the page's. Where two such lines or more follow kept text of
 * USER_REVIEW_BODY characters, the box around each up to the next (its
 * name, its hours played or its stars, its text) goes; their heading
 * ("Customer reviews for ...") then heads nothing (drop_orphan_heads). An
 * answer's vote line on a Q&A page ("War diese Antwort hilfreich?") is
 * none: an answer is the page's text. */
#ifndef USER_REVIEW_BODY
#define USER_REVIEW_BODY 500
#endif
static int review_vote(const char *s, size_t n)
{
	static const char *const w[] = {
		"was this review helpful", "did you find this review helpful",
		"was this review useful", "war diese rezension hilfreich",
		"war diese bewertung hilfreich", "ist diese bewertung hilfreich",
		"fanden sie diese bewertung hilfreich", "fandest du diese bewertung hilfreich",
		"cet avis vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"cet avis vous a \xC3\xA9t\xC3\xA9 utile",
		"avez-vous trouv\xC3\xA9 cet avis utile", "te ha resultado \xC3\xBAtil esta",
		"te ha parecido \xC3\xBAtil esta", "le ha resultado \xC3\xBAtil esta",
		"esta rese\xC3\xB1" "a te ha resultado \xC3\xBAtil",
		"questa recensione ti \xC3\xA8 stata utile",
		"hai trovato utile questa recensione", "questa recensione \xC3\xA8 stata utile",
		"was deze review nuttig", "was deze recensie nuttig", "vond je deze review nuttig",
		"vond u deze review nuttig",
	};
	if (n > 2 && (unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xBF) {
		s += 2;  /* the Spanish opening question mark */
		n -= 2;
	}
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_ci(s, n, w[i]))
			return 1;
	return 0;
}

static void drop_user_reviews(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int votes[8], nv = 0;
	for (int i = first; i < end && nv < 8; i++) {
		const struct block *b = &x->blocks[i];
		if (b->chars < 60 && !(b->tag & F_HEAD) &&
		    review_vote(x->text.p + b->off, b->len))
			votes[nv++] = i;
	}
	if (nv < 2)
		return;
	long body = 0;
	for (int j = first; j < votes[0]; j++)
		if (x->blocks[j].keep > 0 && !(x->blocks[j].tag & F_HEAD))
			body += x->blocks[j].chars;
	if (body < USER_REVIEW_BODY)
		return;
	int card[8];
	for (int v = 0; v < nv; v++) {
		/* the card: the box round the vote line that holds no other */
		int a = x->blocks[votes[v]].owner;
		for (;;) {
			int p = nd[a].parent;
			if (p <= c || (v > 0 && nd[p].first_block <= votes[v - 1]) ||
			    (v + 1 < nv && nd[p].end_block > votes[v + 1]))
				break;
			a = p;
		}
		long kept = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++)
			if (x->blocks[j].keep > 0)
				kept += x->blocks[j].chars;
		/* no card, or one that holds the page's text */
		if (a == x->blocks[votes[v]].owner || kept * 2 > body)
			return;
		card[v] = a;
	}
	for (int v = 0; v < nv; v++)
		unkeep(x, nd[card[v]].first_block, nd[card[v]].end_block);
}

/* A section's facts line under its heading, named a meta box: an episode
 * guide's "Erstausstrahlung: 03.10.2026 (Das Erste) | Regie: Anna Berger"
 * between each episode's title and its summary ("<p class=ep-meta>"; a
 * discography's "Label: ... | Release: ...", "Première diffusion : ...",
 * "Regia: ..."): the section's data, no byline. A dropped line under
 * SECTION_FACTS characters, no link, that opens with a label of one or two
 * words and its colon, right under a kept heading and over kept prose, and
 * of a box of one tag and class that heads two sections or more so, stays.
 * (A live blog's entry times have no label: they go.) */
#ifndef SECTION_FACTS
#define SECTION_FACTS 120
#endif
static int facts_line(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	if (b->keep > 0 || b->chars >= SECTION_FACTS || b->link_chars || i + 1 >= end ||
	    (b->tag & (F_HEAD | F_LI | F_TD)) || x->nodes[b->owner].nearest_meta < 0 ||
	    !x->nodes[b->owner].cls || b[-1].keep <= 0 || !(b[-1].tag & F_HEAD) ||
	    b[1].keep <= 0 || !is_prose(&b[1]))
		return 0;
	const char *s = x->text.p + b->off;
	size_t n = b->len, words = 0, k = 0;
	for (; k < n && k < 30 && s[k] != ':'; k++)
		if (s[k] == ' ' && k + 1 < n && s[k + 1] != ':')
			words++;  /* (the French space before the colon aside) */
	return k < n && s[k] == ':' && k > 1 && words < 2 && k + 1 < n && s[k + 1] == ' ';
}

#define FACTS_MAX 32  /* such lines looked at on a page */
static void keep_section_facts(struct extractor *x, int first, int end)
{
	int line[FACTS_MAX], n = 0;
	for (int i = first + 1; i < end && n < FACTS_MAX; i++)
		if (facts_line(x, i, end))
			line[n++] = i;
	for (int a = 0; a < n; a++) {
		unsigned cls = x->nodes[x->blocks[line[a]].owner].cls;
		for (int k = 0; k < n; k++)
			if (k != a && x->nodes[x->blocks[line[k]].owner].cls == cls) {
				x->blocks[line[a]].keep = 1;
				break;
			}
	}
}

/* A live blog's entry stamps, each a line of its own over its entry ("ore
 * 18:40", "19:10", "17.45 Uhr", "16h58"): the blog's clock, no part of the
 * entries' text. A run of STAMP_RUN or more kept lines, each a time of day
 * alone (CLOCK_LINE characters, a word beside it at most; with a full
 * stop only beside its word: a price, "12.50", is none), whose times fall
 * from each to the next (the newest entry first) goes; a programme's or a
 * parish's times of its services ("09:00", "10:30", "18:00") rise or mix,
 * and stay. */
#ifndef STAMP_RUN
#define STAMP_RUN 3
#endif
#ifndef CLOCK_LINE
#define CLOCK_LINE 16
#endif
static int stamp_minutes(const struct block *b, const char *s)
{
	if (b->chars > CLOCK_LINE || b->words > 3 || b->link_chars || (b->tag & F_HEAD))
		return -1;
	for (size_t i = 0; i + 3 < b->len; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i + 1 < b->len && isdigit((unsigned char)s[i + 1]) ? i + 2 : i + 1;
		if (j + 2 >= b->len || (s[j] != ':' && s[j] != '.' && s[j] != 'h') ||
		    !isdigit((unsigned char)s[j + 1]) || !isdigit((unsigned char)s[j + 2]) ||
		    (j + 3 < b->len && isdigit((unsigned char)s[j + 3])))
			return -1;
		if (s[j] == '.' && b->words < 2)
			return -1;  /* a price or a version alone ("12.50"), no "17.45 Uhr" */
		int h = j - i == 2 ? (s[i] - '0') * 10 + s[i + 1] - '0' : s[i] - '0';
		int m = (s[j + 1] - '0') * 10 + s[j + 2] - '0';
		return h < 24 && m < 60 ? h * 60 + m : -1;
	}
	return -1;
}

static void drop_live_stamps(struct extractor *x, int first, int end)
{
	int run = 0, last = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		int t = stamp_minutes(b, x->text.p + b->off);
		if (t < 0)
			continue;
		if (last >= 0 && t >= last)
			return;
		last = t;
		run++;
	}
	if (run < STAMP_RUN)
		return;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 &&
		    stamp_minutes(&x->blocks[i], x->text.p + x->blocks[i].off) >= 0)
			x->blocks[i].keep = 0;
}

/* Customers' quotes on a small firm's page: a band of testimonials under
 * the text (Divi's "et_pb_testimonial": "Pünktlich, sauber und kompetent.
 * Die neue Unterverteilung war an einem Tag fertig." Michael R.; a site
 * builder's "section--testimonials", "témoignages", "testimonianze",
 * "testimonios", "Kundenstimmen", "klantervaringen") is praise the firm
 * shows on its pages, no text of the page, and so is a directory entry's
 * section of reviews (reviews_id: "<section id=bewertungen>"): the boxes
 * so named go, when the container keeps more text outside them than in
 * them (a page of nothing but its customers' voices keeps them), and
 * their heading over nothing then with them ("Das sagen unsere Kunden",
 * "Ce que disent nos clients": drop_orphan_heads). Named boilerplate
 * they would shift the container off a home page's boxes of services to
 * its intro alone. */
static void drop_testimonials(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	long in = 0, out = 0;
	if (!x->testim)
		return;
	for (int pass = 0; pass < 2; pass++) {
		for (int i = first; i < end; i++) {
			struct block *b = &x->blocks[i];
			if (b->keep <= 0)
				continue;
			int a = b->owner;
			while (a > c && !(nd[a].hint & H_TESTIM))
				a = nd[a].parent;
			if (pass == 0)
				*(a > c ? &in : &out) += b->chars;
			else if (a > c)
				b->keep = 0;
		}
		if (!in || out <= in)
			return;
	}
}

/* A page's contact box under its text: a university chair's or an
 * institute's page, a town hall's office, a research news item, closes
 * with a box named so ("<div class=kontaktbox>", TYPO3's "contact-box")
 * under the heading "Kontakt" alone ("Contact", "Contatti", "Contacto",
 * "Ansprechpartner"): a name, a room, a phone number and an e-mail
 * address, the same box on each of the site's pages, no text of this one
 * (a press release's "Pressekontakt", "Firmenkontakt" under its text is
 * the release's own and stays). The box, below container c, holds the
 * last kept block, opens with that heading, and its kept lines are short
 * and no sentence (each line, a block's set apart by <br>, under
 * CONTACT_LINE bytes; no full stop at a block's end), with CONTACT_BODY
 * characters of prose kept above it. */
#ifndef CONTACT_LINE
#define CONTACT_LINE 120
#endif
#ifndef CONTACT_BODY
#define CONTACT_BODY 300
#endif
static void drop_contact_box(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {"kontakt", "contact", "contacts", "contatti",
		"contatto", "contacto", "contactos", "ansprechpartner",
		"ansprechpartnerin", "ansprechperson"};
	const struct node *nd = x->nodes;
	int last = end - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	if (last < first)
		return;
	int a = x->blocks[last].owner;
	while (a > c && !(nd[a].hint & H_CONTACT))
		a = nd[a].parent;
	if (a <= c)
		return;
	int h = nd[a].first_block;
	const struct block *hb = &x->blocks[h];
	if (!(hb->tag & F_HEAD) || hb->keep <= 0 || hb->link_chars)
		return;
	size_t n = hb->len;
	const char *s = x->text.p + hb->off;
	if (n && s[n - 1] == ':')
		n--;
	if (!word_is(s, n, w, sizeof w / sizeof *w))
		return;
	for (int j = h + 1; j < nd[a].end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		const char *t = x->text.p + b->off, *e = t + b->len;
		if (ends_sentence(t, b->len))
			return;
		for (const char *nl; t < e; t = nl + 1) {
			nl = memchr(t, '\n', (size_t)(e - t));
			if (!nl)
				nl = e;
			if (nl - t >= CONTACT_LINE)
				return;
		}
	}
	long body = 0;
	for (int j = first; j < h; j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			body += x->blocks[j].chars;
	if (body >= CONTACT_BODY)
		unkeep(x, h, nd[a].end_block);
}

/* A business's opening status, worked out when the page was served: a
 * line under its name in a directory's entry or a firm's header ("Jetzt
 * geöffnet · schließt um 17:00", "Geschlossen · öffnet morgen um 8:00",
 * "Open now · Closes 6 PM", "Ouvert · Ferme à 19:00", "Aperto · Chiude
 * alle 22:30", "Abierto · Cierra a las 20:00", "Nu geopend · Sluit om
 * 18:00"): a badge, no text of the page (the opening hours' table says
 * it). A kept line under STATUS_MAX bytes that opens with the status and
 * names the next change with a figure goes. */
#ifndef STATUS_MAX
#define STATUS_MAX 60
#endif
static int open_status(const char *s, size_t n)
{
	static const char *const now[] = {"jetzt geöffnet", "geöffnet", "jetzt geschlossen",
		"geschlossen", "open now", "closed now", "ouvert", "fermé", "aperto",
		"chiuso", "abierto", "cerrado", "nu geopend", "geopend", "gesloten"};
	static const char *const next[] = {"schließt", "öffnet", "close", "open", "ferme",
		"ouvre", "chiude", "apre", "cierra", "abre", "sluit", "opent"};
	if (n >= STATUS_MAX ||
	    (!memchr(s, ':', n) && !has_ci(s, n, " pm") && !has_ci(s, n, " am")))
		return 0;
	size_t k = 0;  /* past the status ("geöffnet" holds "öffnet") */
	for (size_t i = 0; i < sizeof now / sizeof *now && !k; i++)
		if (starts_with_ci(s, n, now[i]))
			k = strlen(now[i]);
	return k && k < n && HAS_ANY_CI(s + k, n - k, next);
}

static void drop_open_status(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && b->len < STATUS_MAX && !b->link_chars && !(b->tag & F_HEAD) &&
		    open_status(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* A box's heading over its definition list of facts: a directory
 * entry's "Kontaktdaten" ("Contactgegevens", "Coordonnées") over "<dl>
 * <dt>Telefon</dt><dd>0541 123456</dd>...", after the entry's buttons.
 * The heading, named a title, is decided by its neighbours when the
 * terms are not yet kept (a later rule keeps the list whole) and went
 * with the buttons above it: one right over FACTS_HEAD or more kept
 * blocks of a <dl> in the same box, no link and no boilerplate hint,
 * heads them and is kept. */
#define FACTS_HEAD 4
static void keep_facts_head(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + FACTS_HEAD < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || (b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars ||
		    !(b[1].tag & F_DT) || b[1].keep <= 0 || nd[b->owner].nearest_neg > c)
			continue;
		int p = nd[b->owner].parent, a = b[1].owner, n = 0;
		while (a > p)
			a = nd[a].parent;
		for (int j = i + 1; j < end && x->blocks[j].keep > 0 &&
		     (x->blocks[j].tag & F_LI) && n < FACTS_HEAD; j++)
			n++;
		if (a == p && n >= FACTS_HEAD)
			b->keep = 1;
	}
}

/* A code listing's label, the name of its language on a line of its own
 * right over the <pre> ("<div class=example-header><span>js</span></div>
 * <pre>", MDN's; a docs theme's "bash" over its sample): a
 * tag of the listing, no text of the page. A heading that names the
 * language ("<h4>JavaScript</h4>") stays, and so does a tab of a box of
 * samples, an item of its list ("<li role=tab>Python</li>"). */
static void drop_code_labels(struct extractor *x, int first, int end)
{
	static const char *const lang[] = {
		"js", "javascript", "ts", "typescript", "jsx", "tsx", "html", "css", "scss",
		"json", "xml", "yaml", "yml", "toml", "bash", "sh", "shell", "zsh", "console",
		"powershell", "python", "py", "java", "kotlin", "c", "c++", "cpp", "c#",
		"csharp", "go", "rust", "ruby", "php", "sql", "swift", "text", "plaintext",
	};
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars > 10 || b->link_chars ||
		    (b->tag & (F_HEAD | F_PRE | F_LI)) ||
		    !(b[1].tag & F_PRE) || b[1].keep <= 0 || x->nodes[b->owner].inpre)
			continue;
		const char *t = x->text.p + b->off;
		for (size_t k = 0; k < sizeof lang / sizeof *lang; k++)
			if (strlen(lang[k]) == b->len && !strncasecmp(t, lang[k], b->len)) {
				b->keep = 0;
				break;
			}
	}
}


static void select_all(struct extractor *x, int c)
{
	int first = x->nodes[c].first_block, end = x->nodes[c].end_block;
	select_blocks(x, c);
	drop_teaser_lists(x, first, end);
	drop_teaser_blocks(x, first, end);
	drop_previews(x, first, end);
	drop_cta_band(x, c);
	drop_calc_box(x, c);
	drop_thread_stats(x, first, end);
	drop_teaser_dates(x, first, end);
	drop_user_reviews(x, c, first, end);
	drop_live_stamps(x, first, end);
	drop_testimonials(x, c, first, end);
	drop_contact_box(x, c, first, end);
	drop_open_status(x, first, end);
	drop_orphan_heads(x, first, end);
	drop_similar(x, first, end);
	drop_cite_box(x, first, end);
	drop_pull_quotes(x, first, end);
	drop_code_labels(x, first, end);
	/* a run of links cut off a block of <br> lines between two kept
	 * parts of that block is the post's (its sources, a video, between
	 * its paragraphs), no menu */
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->brrun && b->keep <= 0 && b[-1].keep > 0 && b[1].keep > 0 &&
		    b[-1].owner == b->owner && b[1].owner == b->owner)
			b->keep = 1;
	}
	keep_fact_rows(x, first, end);
	keep_section_facts(x, first, end);
	keep_listing_gap(x, c, first, end);
	drop_sponsor_box(x, c, first, end);
	keep_table_rows(x, c, first, end);
	keep_grid_rows(x, c, first, end);
	keep_event_titles(x, c, first, end);
	keep_facts_head(x, c, first, end);
}

/* The tab panel the container is (role=tabpanel: a shop's "Description",
 * "Additional information", "Reviews"), or whose blocks it holds all of,
 * or -1. */
static int tab_panel(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int t = c;
	while (!(nd[t].hint & H_TABPANEL) && nd[t].parent >= 0 &&
	       nd[nd[t].parent].first_block == nd[c].first_block &&
	       nd[nd[t].parent].end_block == nd[c].end_block)
		t = nd[t].parent;
	return (nd[t].hint & H_TABPANEL) && nd[t].parent >= 0 ? t : -1;
}

/* A product's short description above its tabs: in the box that holds the
 * tabs, within TAB_SUMMARY blocks above them, an element named a lead
 * ("summary", "short-description"; the block's owner, its parent or a list
 * item's grandparent) beside the product's title and price (WooCommerce's
 * "woocommerce-product-details__short-description"): its sentences free of
 * links of LEAD_MARK+ characters and its link-free list items (the
 * product's features, often all it says) go first. *end is where it ends. */
#ifndef TAB_SUMMARY
#define TAB_SUMMARY 30
#endif
static int summary_line(const struct extractor *x, const struct block *b)
{
	if (b->link_chars || x->nodes[b->owner].nearest_neg >= 0)
		return 0;
	return (b->tag & F_LI) || (b->chars >= LEAD_MARK && b->words >= 8 &&
	                           ends_sentence(x->text.p + b->off, b->len));
}

static int tab_summary(struct extractor *x, int tabs, int *end)
{
	const struct node *nd = x->nodes;
	int p = nd[tabs].parent, first = nd[tabs].first_block;
	if (p < 0)
		return -1;
	for (int j = first - 1; j >= nd[p].first_block && j >= first - TAB_SUMMARY; j--) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (o->nearest_meta >= 0 || o->nearest_cap >= 0 || !summary_line(x, b))
			continue;
		int h = b->owner;
		for (int up = 0; up < 2 && !(nd[h].hint & H_LEAD) && nd[h].parent >= 0; up++)
			h = nd[h].parent;
		if (!(nd[h].hint & H_LEAD) || nd[h].first_block < nd[p].first_block)
			continue;
		int top = -1;
		*end = nd[h].end_block;
		for (int i = nd[h].first_block; i < *end; i++) {
			struct block *l = &x->blocks[i];
			l->keep = summary_line(x, l);
			if (l->keep && top < 0)
				top = i;
		}
		return top;
	}
	return -1;
}

/* The container's blocks; a tab panel's (t) siblings are all on the page
 * and one is shown at a time: the panels of positive weight (the attribute
 * table, not the reviews) are the article's too and come in their order. */
static void emit_tabs(struct extractor *x, int c, int t, struct buf *out)
{
	struct node *nd = x->nodes;
	if (t < 0) {
		emit(x, nd[c].first_block, nd[c].end_block, out);
		return;
	}
	int par = nd[t].parent;
	for (int i = par + 1; i < x->nnodes && nd[i].first_block < nd[par].end_block; i++) {
		if (nd[i].parent != par)
			continue;
		if (i == t) {
			emit(x, nd[c].first_block, nd[c].end_block, out);
			continue;
		}
		if (nd[i].hint & H_TABPANEL && nd[i].sum > 0) {
			select_all(x, i);
			emit(x, nd[i].first_block, nd[i].end_block, out);
		}
	}
}

/* A recipe's ingredients in a box of their own above the steps' (a recipe
 * portal sets them in a table beside the picture, the steps in a box
 * below): when the container holds no ingredient, the box of ingredients
 * (H_INGR, its outermost element) whose last block is within INGR_GAP blocks
 * above the container, under the container's ancestor INGR_UP levels up
 * (the recipe's box, not a sidebar's), is selected as a container is and
 * goes first, with the boxes of ingredients right before it (a table for
 * each part of the dish) and its heading ("Zutaten", "Ingredients") when
 * one is among the INGR_HEAD blocks right above them, past a label or a
 * servings form. Returns the box, or -1; *head gets the heading's block or
 * -1, *start the first block of the run of boxes. */
#ifndef INGR_GAP
#define INGR_GAP 12
#endif
#ifndef INGR_UP
#define INGR_UP 3
#endif
#ifndef INGR_HEAD
#define INGR_HEAD 2
#endif
static int ingr_above(struct extractor *x, int c, int *head, int *start)
{
	struct node *nd = x->nodes;
	int first = nd[c].first_block, j = first - 1;
	*head = *start = -1;
	for (int i = first; i < nd[c].end_block; i++)
		if (nd[x->blocks[i].owner].ingr)
			return -1;  /* the container holds them */
	while (j >= 0 && j >= first - INGR_GAP && !nd[x->blocks[j].owner].ingr)
		j--;
	if (j < 0 || j < first - INGR_GAP)
		return -1;
	int e = x->blocks[j].owner;
	while (nd[e].parent >= 0 && nd[nd[e].parent].ingr)
		e = nd[e].parent;
	int a = c;
	for (int k = 0; k < INGR_UP && nd[a].parent >= 0 &&
	                nd[a].first_block > nd[e].first_block; k++)
		a = nd[a].parent;
	if (nd[a].first_block > nd[e].first_block || nd[e].nearest_neg >= 0)
		return -1;
	select_all(x, e);
	/* and the boxes right before it: a table for each part of the
	 * dish ("Für den Teig", "Für die Füllung") */
	int top = nd[e].first_block;
	while (top > 0 && nd[x->blocks[top - 1].owner].ingr) {
		int f = x->blocks[top - 1].owner;
		while (nd[f].parent >= 0 && nd[nd[f].parent].ingr)
			f = nd[f].parent;
		if (nd[f].nearest_neg >= 0)
			break;
		select_all(x, f);
		top = nd[f].first_block;
	}
	*start = top;
	for (int i = top - 1; i >= 0 && i >= top - INGR_HEAD; i--) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if ((b->tag & F_HEAD) && !(b->tag & F_H1) && !b->link_chars &&
		    o->nearest_neg < 0 && b->chars < HEAD_SKIP) {
			x->blocks[i].keep = 1;
			*head = i;
			break;
		}
		if (b->chars >= HEAD_SKIP || b->link_chars)
			break;
	}
	return e;
}

static void emit_ingr(struct extractor *x, int e, int head, int start,
                      struct buf *out)
{
	if (head >= 0)
		emit(x, head, head + 1, out);
	emit(x, start, x->nodes[e].end_block, out);
}

/* pros_cons' limits and word lists (its comment says what they are) */
#ifndef PC_GAP
#define PC_GAP 30
#endif
#ifndef PC_PAIR
#define PC_PAIR 4
#endif
#ifndef PC_UP
#define PC_UP 3
#endif
#define PC_ITEM 200
static const char *const pros_words[] = {
	"vorteile", "pro", "pros", "plus", "pluspunkte", "positiv", "stärken",
	"das gefällt uns", "gefällt uns", "advantages", "the good",
	"what we like", "what we liked", "strengths", "avantages",
	"points forts", "les plus", "on aime", "ventajas", "a favor",
	"lo mejor", "pregi", "vantaggi", "punti di forza", "voordelen",
	"pluspunten", "zalety", "plusy",
};
static const char *const cons_words[] = {
	"nachteile", "contra", "kontra", "cons", "minus", "minuspunkte",
	"negativ", "schwächen", "das gefällt uns nicht", "gefällt uns nicht",
	"disadvantages", "the bad", "what we don't like",
	"what we didn't like", "weaknesses", "inconvénients",
	"points faibles", "les moins", "on aime moins", "on n'aime pas",
	"desventajas", "contras", "en contra", "lo peor", "difetti", "contro",
	"svantaggi", "punti deboli", "nadelen", "minpunten", "wady", "minusy",
};

/* Is block i a short link-free line that is one of the k words (a
 * trailing colon aside), over a list (its next block a link-free item)? */
static int pc_head(const struct extractor *x, int i, int end,
                   const char *const *w, size_t k)
{
	const struct block *b = &x->blocks[i];
	if (i + 1 >= end || b->link_chars || b->chars > 40 || (b->tag & F_LI))
		return 0;
	const struct block *l = b + 1;
	if (!(l->tag & F_LI) || l->link_chars || l->chars > PC_ITEM)
		return 0;
	return label_is(x->text.p + b->off, b->len, w, k);
}

/* The end of the list of link-free items from block i. */
static int pc_items(const struct extractor *x, int i, int end)
{
	while (i < end && (x->blocks[i].tag & F_LI) && !x->blocks[i].link_chars &&
	       x->blocks[i].chars <= PC_ITEM)
		i++;
	return i;
}

/* A product test's pros and cons in a box of their own beside the body (a
 * summary box above it, under the score; a verdict box below it): a short
 * link-free line that is a heading of pros ("Vorteile", "Pros", "Points
 * forts", "Ventajas"), a list right under it, and one of cons ("Nachteile",
 * "Cons", "Inconvénients") with its list within PC_PAIR blocks after that
 * list, all within PC_GAP blocks above or below the container, under no
 * boilerplate hint and under the container's ancestor PC_UP levels up (the
 * review's box, not a sidebar's), are the article's: the two headings and
 * the link-free items of their lists are kept and go before the container
 * (above it) or after it (below). In the container, the two headings stay
 * over their kept lists, whatever their names say (a byline hint,
 * "pc-title"). Returns the first block of the first box outside it, or -1;
 * *end is where that box ends. */
static int pros_cons(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, last = nd[c].end_block;
	int lo = first - PC_GAP > 0 ? first - PC_GAP : 0;
	int hi = last + PC_GAP < x->nblocks ? last + PC_GAP : x->nblocks;
	int a = c;
	for (int k = 0; k < PC_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	if (lo < nd[a].first_block)
		lo = nd[a].first_block;
	if (hi > nd[a].end_block)
		hi = nd[a].end_block;
	int ret = -1;
	for (int i = lo; i < hi; i++) {
		int in = i >= first && i < last;
		if (nd[x->blocks[i].owner].nearest_neg >= 0 ||
		    !pc_head(x, i, hi, pros_words, sizeof pros_words / sizeof *pros_words))
			continue;
		int e = pc_items(x, i + 1, i < first ? first : in ? last : hi);
		for (int j = e; j < hi && j <= e + PC_PAIR; j++) {
			if ((j >= first && j < last) != in)
				break;
			if (nd[x->blocks[j].owner].nearest_neg >= 0 ||
			    !pc_head(x, j, hi, cons_words, sizeof cons_words / sizeof *cons_words))
				continue;
			if (in) {
				/* the container's lists are selected as it
				 * is; their heads stay, named a "title" or
				 * not */
				if (x->blocks[i + 1].keep && x->blocks[j + 1].keep)
					x->blocks[i].keep = x->blocks[j].keep = 1;
				break;
			}
			if (ret >= 0)
				break;
			*end = pc_items(x, j + 1, hi);
			for (int k = i; k < *end; k++)
				x->blocks[k].keep = k == i || k == j ||
				                    ((k < e || k > j) && !x->blocks[k].link_chars);
			ret = i;
			break;
		}
	}
	return ret;
}

/* facts_after's limits (its comment says what they bound) */
#ifndef FACT_UP
#define FACT_UP 3
#endif
#ifndef FACT_GAP
#define FACT_GAP 60
#endif
#ifndef FACT_MIN
#define FACT_MIN 2
#endif
#define FACT_HEAD 80
#define FACT_SECT 32  /* sections of facts at most */
/* Is block b in a list item (li, dt, dd), its owner or two levels up, under
 * the node top, or a label or a value in a row of two boxes of a grid
 * (grid_pair: "<div class=feature-row><div>Habitaciones</div><div>2</div>")? */
static int fact_li(const struct extractor *x, const struct block *b, int top)
{
	int e = b->owner, i = (int)(b - x->blocks);
	for (int k = 0; k < 3 && e > top; k++, e = x->nodes[e].parent)
		if (x->nodes[e].tag & F_LI)
			return 1;
	int r = grid_pair(x, i, top);
	if (r < 0 && i > 0)
		r = grid_pair(x, i - 1, top);
	if (r < 0)
		return 0;
	/* a row of a grid of two or more: a form's one box of two lines
	 * ("Datei hierher ziehen" | "PDF bis 20 MB") is none */
	const struct node *nd = x->nodes;
	int f = nd[r].first_block, n = f + 2 < x->nblocks ? grid_pair(x, f + 2, top) : -1;
	int p = f >= 2 ? grid_pair(x, f - 2, top) : -1;
	return (n >= 0 && nd[n].cls == nd[r].cls && nd[n].parent == nd[r].parent) ||
	       (p >= 0 && nd[p].cls == nd[r].cls && nd[p].parent == nd[r].parent);
}

/* Is block b under boilerplate for facts_after: a boilerplate hint but
 * an <aside> beside the text (a municipal event's "Wanneer en waar", its
 * dates and place in a dl, set in the page's aside column)? */
static int fact_neg(const struct extractor *x, const struct block *b)
{
	int n = x->nodes[b->owner].nearest_neg;
	return n >= 0 && !(x->nodes[n].tag & F_ASIDE);
}

/* Is block b a listing's fact: a short item under top, link-free, or
 * under FACT_HEAD characters with a link of under a third of its text and
 * no sentence (a venue's address and its "+ Google Karte", "Route planen"
 * after it; not a teaser's summary and its "Read more...")? */
static int fact_item(const struct extractor *x, const struct block *b, int top)
{
	return fact_li(x, b, top) && b->chars < PC_ITEM && !(b->tag & F_HEAD) &&
	       !fact_neg(x, b) &&
	       (!b->link_chars ||
	        (b->chars < FACT_HEAD && b->link_chars * 3 < b->chars && !b->punct));
}

/* A value that is a link alone under its label, a term that ends with a
 * colon ("Website:" over its address): the label's. */
static int fact_value(const struct extractor *x, int i, int top)
{
	const struct block *b = &x->blocks[i], *l = b - 1;
	return i > 0 && b->link_chars == b->chars && fact_li(x, b, top) &&
	       (l->tag & F_DT) && l->keep > 0 && l->len &&
	       x->text.p[l->off + l->len - 1] == ':';
}

/* A listing's facts after its text, in boxes of their own (an exposé's
 * "Características básicas", an event's "Details" and "Veranstaltungsort"
 * under its description): past the container, under its ancestor FACT_UP
 * levels up and up to FACT_GAP blocks on, each heading (h2-h6, link-free,
 * under FACT_HEAD characters, no widget phrase) over link-free items of a
 * list (li, dt, dd, or a box inside one; not a heading) of under PC_ITEM
 * characters, one or more for each heading and FACT_MIN or more in all
 * (Modern Events Calendar's boxes of one fact each, "Datum", "Uhrzeit",
 * "Ort"), and at most half as many items that are links alone (a
 * list of teasers' headlines and their labels is no listing's), is kept
 * with those items and follows the container, and so is a link alone under
 * a kept term ending with a colon, its value ("Website:" over its address).
 * Other links alone (the calendar's) and short lines of no weight ("Show
 * map", a hidden label)
 * are passed over; the scan stops at anything else: prose, a heading of
 * boilerplate or a linked one (a similar thread's title), a heading over
 * no such list. A title over the sections, a heading right over the first
 * one ("Kenmerken" over "Overdracht", a house's features), goes with
 * them, though its class names it a header. Returns where the kept run
 * ends, or -1. */
/* A listing's facts in a table right after its text, with no heading (a
 * concert's "Einlass" "19:00 Uhr", "Beginn", "VVK" under its description;
 * "Durée", "Tarif"): a table that starts at the container's end, under its
 * ancestor top, of FACT_ROWS or more rows of two cells each, a label and
 * its value, link-free and under FACT_HEAD characters, outside
 * boilerplate, is kept, and so is its title right over it (a short
 * link-free line, no sentence: a shop's "Technische Daten" under the
 * product's description) and a note of prose after it in its box
 * ("Die Veranstaltung ist bestuhlt."). Returns where the kept run ends, or
 * -1. */
#ifndef FACT_ROWS
#define FACT_ROWS 3
#endif
static int facts_table(struct extractor *x, int c, int top)
{
	const struct node *nd = x->nodes;
	int start = nd[c].end_block, title = -1;
	if (start >= x->nblocks || start >= nd[top].end_block)
		return -1;
	/* the table's title right over it, a short link-free line, no
	 * sentence: a shop's "Technische Daten" under the description */
	const struct block *h = &x->blocks[start];
	if (in_cell(nd, h) < 0 && start + 1 < nd[top].end_block && !h->link_chars &&
	    h->chars < FACT_HEAD && !ends_sentence(x->text.p + h->off, h->len) &&
	    nd[h->owner].nearest_neg < 0)
		title = start++;
	int cell = in_cell(nd, &x->blocks[start]);
	int row = cell >= 0 ? nd[cell].parent : -1;
	if (row < 0 || !(nd[row].tag & F_TR) || nd[row].parent < 0)
		return -1;
	int t = nd[row].parent, end = nd[t].end_block;
	if ((nd[t].first_block != start && !(title >= 0 && nd[t].first_block == title)) ||
	    end > nd[top].end_block || end - start < 2 * FACT_ROWS)
		return -1;
	int rows = 0, last = -1;
	for (int j = start; j < end; j++) {
		const struct block *b = &x->blocks[j];
		int e = in_cell(nd, b);
		if (e < 0 || nd[e].parent < 0 || b->chars >= FACT_HEAD ||
		    nd[b->owner].nearest_neg >= 0)
			return -1;
		/* a value may be a link under a label that ends with its
		 * colon (a repository's record: "Verfasserangaben:" over
		 * the author's linked name) */
		if (b->link_chars && (nd[e].parent != last || b[-1].link_chars ||
		                      x->text.p[b[-1].off + b[-1].len - 1] != ':'))
			return -1;
		if (nd[e].parent != last) {
			last = nd[e].parent;
			/* two cells a row: a label and its value */
			if (nd[last].end_block - nd[last].first_block != 2)
				return -1;
			rows++;
		}
	}
	if (rows < FACT_ROWS)
		return -1;
	for (int j = title >= 0 ? title : start; j < end; j++)
		x->blocks[j].keep = 1;
	/* a note of prose after the table in its box */
	int box = t;
	while (nd[box].parent >= 0 && nd[nd[box].parent].first_block == start &&
	       nd[nd[box].parent].end_block <= nd[top].end_block)
		box = nd[box].parent;
	for (; end < nd[box].end_block; end++) {
		struct block *b = &x->blocks[end];
		if (b->w <= 0 || b->link_chars * 2 > b->chars || nd[b->owner].nearest_neg >= 0)
			break;
		b->keep = 1;
	}
	return end;
}

/* A heading that names a subscription plan ("Immer mehr Wissen. Das
 * digitale Abo für IT und Technik.", "Unlimited access with a
 * subscription", "Profitez de notre abonnement"): a news site's offer box
 * after the story, its benefits in a list and its button under it, is no
 * listing's facts (facts_after). */
static int plan_named(const char *s, size_t n)
{
	static const char *const plan[] = {
		"abo ", "abo.", "abo-", "-abo", "abonnement", "subscription", "suscripci",
		"abbonament", "assinatura",
	};
	return HAS_ANY_CI(s, n, plan);
}

static int facts_after(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int ft = facts_table(x, c, a);
	int start = ft >= 0 ? ft : nd[c].end_block, hi = nd[a].end_block, ret = -1;
	if (hi > start + FACT_GAP)
		hi = start + FACT_GAP;
	int head = -1, items = 0, linked = 0, total = 0, nsect = 0, sect[FACT_SECT];
	for (int j = start; j <= hi; j++) {
		const struct block *b = j < hi ? &x->blocks[j] : NULL;
		if (b && head >= 0 && fact_item(x, b, a)) {
			items++;
			continue;
		}
		/* a heading named a header by its own class right over a
		 * heading outside boilerplate ("<h2 class=object-kenmerken__
		 * header>Kenmerken" over "<h3>Overdracht") is the title of
		 * the sections under it */
		int neg = b && fact_neg(x, b) &&
		          !((b->tag & F_HEAD) && j + 1 < hi && (b[1].tag & F_HEAD) &&
		            !fact_neg(x, &b[1]) && named_head(x, b));
		int is_head = b && !neg && (b->tag & F_HEAD) && !(b->tag & F_H1) &&
		              !b->link_chars && b->chars < FACT_HEAD &&
		              !boiler_phrase(x->text.p + b->off, b->len) &&
		              !stat_label(x->text.p + b->off, b->len) &&
		              !plan_named(x->text.p + b->off, b->len);
		/* links alone (the calendar's, a linked value) and short
		 * lines of no weight (a hidden label, "Show map") are
		 * passed over; an item that is a link counts against
		 * its list */
		if (b && !is_head && !(b->tag & F_HEAD) &&
		    (b->link_chars == b->chars || (b->w <= 0 && b->chars < FACT_HEAD))) {
			linked += head >= 0 && !neg && b->link_chars == b->chars &&
			          fact_li(x, b, a);
			continue;
		}
		/* a heading, or the end of the run: the last heading's
		 * section is the listing's when it held its items, and
		 * few links among them (not a list of teasers' labels) */
		if (head >= 0) {
			/* a section's title right over its first heading
			 * ("Kenmerken" over "Overdracht", "Características"
			 * over "Básicas"): kept with the sections under it */
			if (items < 1 && is_head && j == head + 1 && nsect == 0 &&
			    !linked) {
				sect[nsect++] = head;
				head = j;
				continue;
			}
			if (items < 1 || linked * 3 > items + linked || nsect == FACT_SECT)
				break;
			sect[nsect++] = head;
			total += items;
			ret = j;
		}
		if (!is_head)
			break;
		head = j;
		items = linked = 0;
	}
	/* FACT_MIN items or more in all: one box of one fact a heading
	 * (Modern Events Calendar's "Datum", "Uhrzeit", "Ort") is a listing's
	 * as one heading over its list is */
	if (total < FACT_MIN)
		return ft;
	for (int k = 0; k < nsect; k++) {
		int e = k + 1 < nsect ? sect[k + 1] : ret;
		for (int i = sect[k]; i < e; i++)
			x->blocks[i].keep = i == sect[k] || fact_item(x, &x->blocks[i], a) ||
			                    fact_value(x, i, a);
	}
	/* what was passed over before the first heading goes (a choice
	 * of container made before may have kept it) */
	for (int i = start; i < ret && !(x->blocks[i].tag & F_HEAD); i++)
		x->blocks[i].keep = 0;
	return ret >= 0 ? ret : ft;
}

/* An FAQ's accordion in a sibling box right after the body's (a health
 * insurer's "Häufige Fragen", "FAQ", "Questions fréquentes", "Preguntas
 * frecuentes", "Veelgestelde vragen" closing its text; <details><summary>,
 * Elementor's, Kadence's, Bootstrap's accordions): starting where the
 * container ends, under its ancestor FACT_UP levels up, a title (a short
 * link-free line, no sentence) may come first, then FAQ_PAIRS or more of
 * an FAQ's questions (faq_pair), each over its answer's prose, a link in
 * under a quarter of it, all outside boilerplate. The run is kept; it stops at anything
 * else (a call to action, the downloads, a list of teasers). A site's
 * FAQ in the footer or sidebar is under a boilerplate box or far from the
 * body, and stays out. Returns where the kept run ends, or -1. */
#ifndef FAQ_PAIRS
#define FAQ_PAIRS 2
#endif
static int faq_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int hi = nd[a].end_block, j = start, pairs = 0, end = -1;
	if (start >= hi)
		return -1;
	const struct block *h = &x->blocks[start];
	if (!h->link_chars && h->chars < FACT_HEAD && h->w > 0 && nd[h->owner].nearest_neg < 0 &&
	    !ends_sentence(x->text.p + h->off, h->len) && !faq_pair(x, start, hi, 1))
		j++;
	while (j < hi && nd[x->blocks[j].owner].nearest_neg < 0 && faq_pair(x, j, hi, 1)) {
		pairs++;
		j += 2;
		/* more paragraphs of the answer */
		while (j < hi && nd[x->blocks[j].owner].nearest_neg < 0 &&
		       is_prose(&x->blocks[j]) &&
		       x->blocks[j].link_chars * FAQ_LINKS <= x->blocks[j].chars &&
		       !faq_pair(x, j, hi, 1))
			j++;
		end = j;
	}
	if (pairs < FAQ_PAIRS)
		return -1;
	for (int i = start; i < end; i++)
		x->blocks[i].keep = 1;
	return end;
}

/* A label's colon in a fact's line ("Standort: Ravensburg", "Lieu :
 * Lyon"): one within its first FACT_LABEL characters, after a letter (a
 * space between for French), with text after it. */
#ifndef FACT_LABEL
#define FACT_LABEL 30
#endif
static int fact_label(const char *s, size_t n)
{
	for (size_t i = 1; i < n && i < FACT_LABEL; i++)
		if (s[i] == ':' && i + 2 < n && s[i + 1] == ' ')
			return isalpha((unsigned char)s[i - 1]) ||
			       (unsigned char)s[i - 1] >= 0x80 ||
			       (s[i - 1] == ' ' && i > 1 && isalpha((unsigned char)s[i - 2]));
	return 0;
}

/* A job's or a listing's facts box between its title and its text (a job
 * ad's "Standort: Ravensburg", "Arbeitszeit: Vollzeit", "Gehalt: ...",
 * "Contract type: Permanent"): right under the page's headline or a
 * heading, above the container past FACT_BUTTONS links alone at most (an
 * "Apply now" button), FACT_RUN or more items of a list (li, dt, dd) of
 * under PC_ITEM characters, free of links and boilerplate hints, two
 * thirds of them a label's line or a term and at most half of them under
 * a byline's hint inside that ancestor; under the container's
 * ancestor FACT_UP levels up. The run is kept and goes first; returns
 * where it starts (its end in *end), or -1. */
#ifndef FACT_RUN
#define FACT_RUN 3
#endif
#ifndef FACT_BUTTONS
#define FACT_BUTTONS 2
#endif
static int facts_before(struct extractor *x, int c, int top, int *end)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int j = top - 1, skip = 0;
	while (j >= nd[a].first_block && skip < FACT_BUTTONS &&
	       x->blocks[j].link_chars == x->blocks[j].chars && x->blocks[j].chars < 40)
		j--, skip++;
	int e = j + 1, items = 0, labels = 0, bylines = 0;
	for (; j >= nd[a].first_block; j--) {
		const struct block *b = &x->blocks[j];
		if (!fact_item(x, b, a))
			break;
		items++;
		labels += (b->tag & F_DT) || fact_label(x->text.p + b->off, b->len);
		bylines += nd[b->owner].nearest_meta > a;
	}
	/* a run that is the article's info box is its byline (Joomla's
	 * "<dl class=article-info>": "Details", "Geschrieben von: Pressewart",
	 * "Zugriffe: 212"; "Publié par", "Visite: 88"), no facts */
	if (items < FACT_RUN || labels * 3 < items * 2 || bylines * 2 > items || j < 0 ||
	    !(j == x->headline || (x->blocks[j].tag & F_HEAD)))
		return -1;
	for (int i = j + 1; i < e; i++)
		x->blocks[i].keep = 1;
	*end = e;
	return j + 1;
}

/* Whether a block of FRAG_MORE weight or more is right before or
 * after node c's blocks within its parent: the next paragraph of a
 * container of one block (a stub's second paragraph). */
static int frag_next(const struct extractor *x, int c)
{
	const struct node *n = &x->nodes[c], *p = &x->nodes[n->parent];
	return (n->end_block < p->end_block && x->blocks[n->end_block].w >= FRAG_MORE) ||
	       (n->first_block > p->first_block && x->blocks[n->first_block - 1].w >= FRAG_MORE);
}

/* Whether a table of data follows node c's blocks in its parent, past
 * up to two headings: FRAG_CELLS or more cells in a row that weigh
 * nothing or more (a list article's table under its introduction: the
 * cells are data, no prose to outweigh the paragraph). */
#define FRAG_CELLS 9
static int frag_table(const struct extractor *x, int c)
{
	const struct node *n = &x->nodes[c], *p = &x->nodes[n->parent];
	int i = n->end_block, k = 0, cells = 0;
	while (i < p->end_block && k++ < 2 && (x->blocks[i].tag & F_HEAD) && x->blocks[i].w > 0)
		i++;
	for (; i < p->end_block && cells < FRAG_CELLS; i++, cells++)
		if (x->blocks[i].w < 0 || in_cell(x->nodes, &x->blocks[i]) < 0)
			break;
	return cells >= FRAG_CELLS;
}

int extract_html(struct extractor *x, const char *html, size_t len,
                 const char *charset_hint, struct buf *out, struct extract_info *info)
{
	const char *cs = "utf-8";
	struct extract_info dummy;
	if (!info)
		info = &dummy;
	buf_clear(out);
	memset(info, 0, sizeof *info);
	info->html_bytes = len;
	buf_clear(&x->html);
	charset_to_utf8(&x->dec, html, len, charset_hint, &x->html, &cs);
	snprintf(info->charset, sizeof info->charset, "%s", cs);
	if (x->html.len == 0)
		return 0;
	strip_raw(&x->html);
	if (x->html.len == 0)
		return 0;
	if (x->html.len > INT32_MAX)
		return mtk_seterr("extract: page too large (%zu bytes)", x->html.len);
	x->nnodes = x->nblocks = 0;
	x->open = 0;
	x->wstart = (size_t)-1;
	x->cur_node = -1;
	x->label_open = -1;
	x->skip = x->in_title = x->title_done = x->over = 0;
	x->lang = -1;
	x->scholarly = 0;
	x->cthread = 0;
	x->testim = 0;
	buf_clear(&x->text);
	buf_clear(&x->title);
	x->ctxt->_private = x;
	htmlDocPtr doc = htmlCtxtReadMemory(x->ctxt, x->html.p, (int)x->html.len, NULL, "UTF-8",
	                                    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
	                                    HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
	                                    HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC);
	if (doc)
		xmlFreeDoc(doc);  /* not expected: the SAX handler builds none */
	if (x->over) {
		buf_clear(&x->text);
		return mtk_seterr("page has more than %d elements", EXTRACT_MAX_ELEMENTS);
	}
	block_close(x);
	set_title(x, info);
	if (x->nnodes && x->nblocks) {
		/* elements the parser left open at the end */
		for (int i = x->cur_node; i >= 0; i = x->nodes[i].parent)
			x->nodes[i].end_block = x->nblocks;
		int c = choose_container(x, info->title);
		for (int round = 0;; round++) {
			if (c < 0 || x->nodes[c].sum <= 0) {
				c = 0;
				info->fallback = 1;
			}
			/* a container with a small part of the page's prose is a
			 * fragment cut off by link-heavy rows or paragraphs
			 * (stubs, wikis): widen it */
			while (x->nodes[c].parent >= 0 &&
			       x->nodes[c].good < PROSE_MIN * x->nodes[0].good)
				c = x->nodes[c].parent;
			/* a container of one block (FRAG_BLOCKS) is a paragraph cut
			 * off from the rest of its post by a list or short lines
			 * between them that weigh negative: its parent stands
			 * when it holds FRAG_MORE more positive weight (two
			 * blocks, a short post and its heading, would take a
			 * page's body and the sidebar's "about me" blurb). A parent
			 * whose link lists outweigh its prose stands too when a
			 * paragraph of FRAG_MORE weight is next to the block: a
			 * wiki's stub, two paragraphs over the navigation boxes
			 * ("navbox") in one box */
			const struct node *cn = &x->nodes[c];
			int nb = cn->end_block - cn->first_block;
			if (nb <= FRAG_BLOCKS && cn->parent >= 0 &&
			    ((x->nodes[cn->parent].good >= cn->good + FRAG_MORE &&
			      (x->nodes[cn->parent].sum > 0 || frag_next(x, c))) ||
			     frag_table(x, c)))
				c = cn->parent;
			/* and so is a heading over one block before a table: a
			 * profile's box of facts ("Spielerdaten" over
			 * "Geburtsdatum: ...") over its boxes of tables */
			else if (nb == FRAG_BLOCKS + 1 && cn->parent >= 0 &&
			         (x->blocks[cn->first_block].tag & F_HEAD) && frag_table(x, c))
				c = cn->parent;
			c = scroll_story(x, thread_box(x, c), info->title);
			select_all(x, c);
			/* A container whose selection keeps little of its weight
			 * was a grid of teaser cards or a comment form: the
			 * selection's verdict weighs in a second choice, which
			 * may land elsewhere. One that keeps most of it may
			 * still owe its choice to a sidebar's teasers: the second
			 * choice stands when it is the article inside it. */
			double kept = 0;
			for (int i = x->nodes[c].first_block; i < x->nodes[c].end_block; i++)
				if (x->blocks[i].keep && x->blocks[i].w > 0)
					kept += x->blocks[i].w;
			if (round)
				break;
			int narrow = kept >= RETRY_MIN * x->nodes[c].good;
			for (int i = x->nodes[c].first_block; i < x->nodes[c].end_block; i++)
				if (!x->blocks[i].keep && x->blocks[i].w > 0)
					x->blocks[i].w = 0;
			int c2 = best_container(x);
			if (c2 == c || (narrow && !narrower(x, c, c2, kept)))
				break;
			c = c2;
		}
		x->container = c;
		/* after the choice: the front matter's weight helps choose the
		 * paper's box over its abstract's */
		drop_apparatus(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		/* and the sources' list closing the story: its short lines
		 * weigh in the choice of the box (a portal's list under the
		 * body) */
		drop_source_lists(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_podcast_box(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_care_notice(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_tail_bio(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_closed_notice(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_post_heads(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_iso_stamps(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_advice_notes(x, x->nodes[c].first_block, x->nodes[c].end_block);
		keep_box_titles(x, x->nodes[c].first_block, x->nodes[c].end_block);
		keep_info_boxes(x, x->nodes[c].first_block, x->nodes[c].end_block);
		int tab = tab_panel(x, c);
		trailing_hours(x, c);
		int lead = lead_above(x, c), lead_end = lead + 1;
		if (lead < 0 && tab >= 0)
			lead = tab_summary(x, x->nodes[tab].parent, &lead_end);
		else if (lead < 0)
			lead = key_points(x, c, &lead_end);
		if (lead < 0)
			lead = question_above(x, c, &lead_end);
		int hd = head_above(x, c, lead);
		if (hd < 0)
			hd = thread_title(x, c);
		int ih, is, ing = ingr_above(x, c, &ih, &is);
		int top = hd >= 0 ? hd : lead >= 0 ? lead : x->nodes[c].first_block;
		int first = ing >= 0 && is < top;
		int fbe, fb = facts_before(x, c, top, &fbe);
		if (fb >= 0)
			emit(x, fb, fbe, out);
		if (first)
			emit_ingr(x, ing, ih, is, out);
		if (hd >= 0)
			emit(x, hd, hd + 1, out);
		if (lead >= 0)
			emit(x, lead, lead_end, out);
		if (ing >= 0 && !first)
			emit_ingr(x, ing, ih, is, out);
		int pce = 0, pc = pros_cons(x, c, &pce);
		if (pc >= 0 && pc < x->nodes[c].first_block)
			emit(x, pc, pce, out);
		emit_tabs(x, c, tab, out);
		if (pc >= x->nodes[c].first_block)
			emit(x, pc, pce, out);
		int fe = tab < 0 && pc < x->nodes[c].first_block ? facts_after(x, c) : -1;
		if (fe >= 0)
			emit(x, x->nodes[c].end_block, fe, out);
		int qe = tab < 0 ? faq_after(x, c, fe >= 0 ? fe : x->nodes[c].end_block) : -1;
		if (qe >= 0)
			emit(x, fe >= 0 ? fe : x->nodes[c].end_block, qe, out);
		short_post(x, info->title, out);
	}
	if (!out->len && (!x->nblocks || x->headline < 0))
		title_only(info->title, out);
	return 0;
}

void extract_dump(const struct extractor *x, struct buf *out)
{
	if (x->nnodes && x->nblocks)
		buf_printf(out, "container el%d blocks %d..%d headline %d\n", x->container,
		           x->nodes[x->container].first_block, x->nodes[x->container].end_block,
		           x->headline);
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		buf_printf(out, "%4d %c w%8.1f el%5d neg%5d meta%5d cap%5d gal%5d ch%5d link%5d words%4d "
		           "stop%3d punct%3d | ", i, b->keep ? '+' : '-', b->w, b->owner,
		           o->nearest_neg, o->nearest_meta, o->nearest_cap, o->nearest_gal, b->chars,
		           b->link_chars, b->words, b->stops, b->punct);
		size_t n = b->len > 120 ? 120 : b->len;
		while (n < b->len && ((unsigned char)x->text.p[b->off + n] & 0xC0) == 0x80)
			n++;  /* whole characters */
		for (size_t k = 0; k < n; k++) {
			char c = x->text.p[b->off + k];
			buf_putc(out, c == '\n' ? '/' : c);
		}
		buf_putc(out, '\n');
	}
}
