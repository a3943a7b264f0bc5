/*
 * extract/select: phase 3 (extract.c has the overview).
 *
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
 *      "Ausverkauft", and a table's cell of that link or mark alone, a
 *      tour's dates' box office column, kept table or not), the lines
 *      of a shop's buy box beside a product's text, short and in no
 *      table (the spec table's stay): its number, "Artikelnummer: GS-25",
 *      "Réf. : 1234", its stock, "Sofort verfügbar",
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
 *      past the standfirst or a subheading is kept under kept prose (the
 *      credit may run into the full stop, "...Maiskolbens.Foto: iStock"):
 *      a magazine's picture in the body; but a gallery of
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
 *      "Medically reviewed by").
 */
#include "internal.h"

/* Is block i the one cell of its row, right under a header cell of
 * another row that was kept and holds no link, each row alone in its
 * group (<thead> over <tbody>): a data table of one cell, no layout
 * table's column of boxes or of news? A label ("Search By:") heads a form's options,
 * and a link within the page ("^ back to top") is no cell's value. */
static int column_cell(const struct extractor *x, int i, int first)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	if (i <= first || r < 0 || !(nd[r].tag & F_TR) || nd[r].end_block - nd[r].first_block != 1)
		return 0;
	const struct block *h = b - 1;
	int hr = nd[h->owner].parent;
	return (h->tag & F_TD) && h->keep > 0 && !h->link_chars && hr >= 0 && hr != r &&
	       (nd[hr].tag & F_TR) && nd[hr].end_block - nd[hr].first_block == 1 &&
	       nd[hr].parent != nd[r].parent && nd[r].parent >= 0 && nd[hr].parent >= 0 &&
	       nd[nd[r].parent].end_block - nd[nd[r].parent].first_block == 1 &&
	       nd[nd[hr].parent].end_block - nd[nd[hr].parent].first_block == 1 &&
	       b->anchor_chars < b->link_chars &&
	       h->len && x->text.p[h->off + h->len - 1] != ':';
}

/* a related story's item, its linked title and its stamp ("Bin strike
 * talks to resume Published 3 weeks ago"), is no sentence with links in
 * it however many function words its title has: under STAMP_ITEM
 * characters outside its link, closed by ago_stamp's stamp */
#ifndef STAMP_ITEM
#define STAMP_ITEM 40
#endif
/* A linked title after a label of TEASER_LABEL bytes at most and its
 * colon that boiler_phrase reads as a teaser's ("Also Read:", "Lesen Sie
 * auch:", "Lire aussi :"); the title is all link. */
#ifndef TEASER_LABEL
#define TEASER_LABEL 24
#endif
static int teaser_label(const struct block *b, const char *s)
{
	const char *c = memchr(s, ':', b->len < TEASER_LABEL ? b->len : TEASER_LABEL);
	if (!c || c == s)
		return 0;
	size_t k = (size_t)(c - s);
	while (k && s[k - 1] == ' ')
		k--;
	return b->link_chars + TEASER_LABEL >= b->chars && boiler_phrase(s, k);
}

/* A quotation's speaker under it in the quotation's own box, named an
 * author (Elementor's "<blockquote class=elementor-blockquote><p>„Heute
 * sehen wir alle drei Netze auf einen Blick.“</p><footer><cite class=
 * elementor-blockquote__author>Thomas Brenner, Leiter Netzführung"; a
 * case study's or a press release's customer quote; a press review's
 * paper under each quote, named nothing, "<cite>«Le Figaro» (Paris)", a
 * theatre's "– de Volkskrant ★★★★", that a teaser box after it would
 * take as its neighbour): the quotation's
 * line, no page's byline. Block i, no link, under QUOTE_CITE characters
 * and no sentence, sits in a blockquote QUOTE_UP levels up at most whose
 * kept text opens right above it. */
#define QUOTE_CITE 120
#define QUOTE_UP 3
static int quote_cite(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	if (i <= first || b->link_chars || b->chars >= QUOTE_CITE || b[-1].keep <= 0 ||
	    !is_prose(&b[-1]) || ends_sentence(x->text.p + b->off, b->len))
		return 0;
	const struct node *nd = x->nodes;
	int q = nd[b->owner].parent;
	for (int up = 0; q >= 0 && up < QUOTE_UP && !(nd[q].tag & F_QUOTE); up++)
		q = nd[q].parent;
	return q >= 0 && (nd[q].tag & F_QUOTE) && nd[q].first_block == i - 1 &&
	       nd[q].end_block == i + 1;
}

/* A reader's letter's signature under it, a page of letters to the
 * editor, each letter signed with a name and a town ("<p class=
 * leserbrief-autor>Herbert Lindemann, Oberzell</p>", "<footer class=
 * letter__author>Dr Priya Natarajan, Kendal, Cumbria", "Marie D., Lyon"):
 * a line under an author hint that holds it alone, of two to LETTER_SIGN
 * words, no link, no date, a comma in it or the town in parentheses at its
 * end ("Gertrud Maier (Unterried)") and no sentence closed, right
 * under a paragraph of prose in the box that holds the hinted element.
 * Where a container holds two of them or more, they are the letters'
 * (a byline stands over its text, a bio box holds sentences). */
#ifndef LETTER_SIGN
#define LETTER_SIGN 10
#endif
static int letter_sign(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	int m = nd[b->owner].nearest_meta;
	if (i <= first || m < 0 || b->link_chars || b->words < 2 || b->words > LETTER_SIGN ||
	    !(nd[m].hint & H_AUTHOR) || nd[m].end_block - nd[m].first_block != 1 ||
	    !is_prose(&b[-1]) || nd[b[-1].owner].parent != nd[m].parent)
		return 0;
	const char *s = x->text.p + b->off;
	return (memchr(s, ',', b->len) || (s[b->len - 1] == ')' && memchr(s, '(', b->len))) &&
	       !ends_sentence(s, b->len) && !dated(s, b->len);
}

/* A guest column's or an op-ed's note on its author, written into the
 * text by the desk: a paragraph of the body's own box that bears the
 * author hint itself, a sentence with no link ("<p class=autor-note><em>
 * Thomas B. ist Stadtplaner und lebt seit 2011 in der Region.</em>",
 * "<p class=author-note>Jane Doe is a fellow at ...", "<p class=
 * note-auteur>X est professeure de droit ..."): the text's, where a bio
 * box after the body (its own box, a name, a picture, links) is not. */
#ifndef NOTE_WORDS
#define NOTE_WORDS 8
#endif
static int author_note(const struct extractor *x, const struct block *b,
                       const struct block *last)
{
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->nearest_meta == b->owner && o->parent == x->nodes[last->owner].parent &&
	       (b->tag & F_P) && !b->link_chars && b->words >= NOTE_WORDS &&
	       s[b->len - 1] == '.' && ends_sentence(s, b->len) && !clock_time(s, b->len);
}

/* The body has begun above block i when a subheading is kept there under
 * kept prose: a parenting portal's "SSW 24" article, its standfirst named
 * a lead, then "So entwickelt sich dein Baby" over a picture whose caption
 * closes with its credit ("... eines Maiskolbens. Foto: iStock"); a
 * plant profile's "Der richtige Standort", "Origini", "Características".
 * body_before passes over a lead, and a picture under the first section's
 * heading is in the body and not the one over the article. */
static int section_before(const struct extractor *x, int first, int i)
{
	int prose = 0;
	for (int j = first; j < i; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		if (prose && (b->tag & (F_HEAD | F_H1)) == F_HEAD && j != x->headline)
			return 1;
		prose |= is_prose(b);
	}
	return 0;
}

/* A card's closing link to the item's own page, under the card's kept
 * text and named no button: a horoscope page's twelve signs, each a box
 * of its title named a title, its dates and its text, closed by "Mehr
 * zum Stier-Horoskop" ("Lire l'horoscope du Taureau", "Read more"). Block
 * i, all link, CARD_MORE words at most, is the last of a box of
 * CARD_BLOCKS blocks at most that a heading (h2-h6) opens and that holds
 * kept prose, with the next card's heading right after it: passed over
 * by the context sweep, so that heading has the text above it (a
 * comment's "Reply" under it opens no heading's card). */
#define CARD_MORE 4
#define CARD_BLOCKS 6
static int card_more(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int p = b->owner;
	if (b->words > CARD_MORE || !b->link_chars)
		return 0;
	if (nd[p].first_block == i && nd[p].parent >= 0)
		p = nd[p].parent;
	if (nd[p].end_block != i + 1 || i - nd[p].first_block >= CARD_BLOCKS ||
	    i + 1 >= x->nblocks || (b[1].tag & (F_HEAD | F_H1)) != F_HEAD ||
	    (x->blocks[nd[p].first_block].tag & (F_HEAD | F_H1)) != F_HEAD)
		return 0;
	for (int j = nd[p].first_block; j < i; j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			return 1;
	return 0;
}

/* A term named a title over its definition: a dictionary's "<dl class=
 * note><dt class=note__title>Beispiele</dt><dd><ul><li>die Gemütlichkeit
 * einer Wohnung ...", "Exemples", "Ejemplos", "Esempi", "Voorbeelden"
 * between the meanings. A <dt>, no link, under TERM_TITLE characters and
 * no sentence, with its definition's item or its <dd> right after it, is
 * decided by its neighbours as a heading named a title is. */
#define TERM_TITLE 40
static int term_title(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	return (b->tag & F_DT) && !b->link_chars && b->chars < TERM_TITLE && i + 1 < end &&
	       (b[1].tag & F_LI) && !(b[1].tag & F_DT) &&
	       !ends_sentence(x->text.p + b->off, b->len);
}

/* A news briefing's items, each a linked heading over its summary of two
 * sentences or more ("<h2><a href=..>Haushalt steht</a></h2><p>Nach einer
 * Nachtsitzung ... beschließen.</p>", "Ce qu'il faut savoir ce matin",
 * "Lo que tienes que saber hoy", "What you need to know"), are the page
 * under its intro, not a list of teasers of other articles: those sit
 * after the body or in a box of their own, open with a section's title
 * ("Mehr zum Thema") and hold a kicker, a date or a one-line summary in
 * each card. A run of BRIEF_RUN or more items right after a kept intro
 * of prose with no link, each item a heading all link (h2-h6) and one to
 * three link-free paragraphs of prose of two sentences, BRIEF_MIN chars
 * or more (a box with a boilerplate hint dropped between them: a "Lesen
 * Sie auch" line), the items in the intro's box or each in a box of their
 * own there: their blocks are marked (brief) and the headings kept. */
#ifndef BRIEF_RUN
#define BRIEF_RUN 3
#endif
#ifndef BRIEF_MIN
#define BRIEF_MIN 100
#endif
static int brief_head(const struct block *b)
{
	return (b->tag & (F_HEAD | F_H1)) == F_HEAD && b->chars <= 200 && b->words >= 2 &&
	       b->link_chars * 5 >= b->chars * 4 && b->anchor_chars * 2 < b->link_chars;
}

static int brief_text(const struct block *b)
{
	return b->keep > 0 && !b->link_chars && !(b->tag & (F_HEAD | F_LI)) &&
	       b->chars >= BRIEF_MIN && b->punct >= 2 && is_prose(b);
}

/* the end of the item whose heading is block i in box p (the intro's), or
 * -1: its paragraphs, under p or in a box of p's that holds the item */
static int brief_item(const struct extractor *x, int c, int p, int i, int end)
{
	const struct node *nd = x->nodes;
	int hp = nd[x->blocks[i].owner].parent;
	if (hp != p && (nd[hp].parent != p || nd[hp].first_block != i))
		return -1;
	int j = i + 1, texts = 0;
	for (; j < end && (hp == p || j < nd[hp].end_block); j++) {
		const struct block *b = &x->blocks[j];
		if (brief_text(b) && nd[b->owner].parent == hp)
			texts++;
		else if (b->keep > 0 || nd[b->owner].nearest_neg <= c)
			break;
	}
	if (!texts || texts > 3 || (hp != p && j != nd[hp].end_block))
		return -1;
	return j;
}

static void brief_items(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++)
		x->blocks[i].brief = 0;  /* a second choice of container */
	for (int i = first + 1; i < end; i++) {
		const struct block *in = &x->blocks[i - 1];
		if (!brief_head(&x->blocks[i]) || !brief_text(in))
			continue;
		int p = nd[in->owner].parent, n = 0, j = i, e;
		while (j < end && brief_head(&x->blocks[j]) &&
		       (e = brief_item(x, c, p, j, end)) > 0) {
			n++;
			j = e;
		}
		if (n < BRIEF_RUN)
			continue;
		for (int k = i; k < j; k++) {
			struct block *b = &x->blocks[k];
			b->brief = 1;
			if (brief_head(b))
				b->keep = 2;
		}
		i = j - 1;
	}
}

/* the longest documentation generator's note that doc_source_note reads */
#ifndef DOC_NOTE_MAX
#define DOC_NOTE_MAX 120
#endif
/* How many boxes of card a's kin (its tag and class, under its parent or,
 * where a fills its parent, under the parent's) open with a linked heading
 * of fewer than CARD_HEAD words and hold a kept sentence: a grid of
 * services, each its name linked over its blurb. */
static int kin_cards(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent, n = 0;
	if (p < 0 || !nd[a].cls)
		return 0;
	if (nd[p].first_block == nd[a].first_block && nd[p].end_block == nd[a].end_block &&
	    nd[p].parent >= 0)
		p = nd[p].parent;
	for (int k = p + 1; k < x->nnodes && nd[k].first_block < nd[p].end_block; k++) {
		if (k == a || nd[k].cls != nd[a].cls || nd[k].end_block - nd[k].first_block < 2)
			continue;
		const struct block *h = &x->blocks[nd[k].first_block];
		if (!(h->tag & F_HEAD) || !h->link_chars || h->words >= CARD_HEAD)
			continue;
		for (int j = nd[k].first_block + 1; j < nd[k].end_block; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]) &&
			    ends_sentence(x->text.p + x->blocks[j].off, x->blocks[j].len)) {
				n++;
				break;
			}
	}
	return n;
}

static void select_blocks(struct extractor *x, int c)
{
	struct node *nd = x->nodes;
	int first = nd[c].first_block, end = nd[c].end_block, in_body = 0;
	int in_text = 0;  /* and one of them closed a sentence */
	int form = -1, form_out = 0;  /* the last form judged, and its verdict */
	int gen_end = -1;  /* the end of a generator's list of source files */
	/* three or more prices alone on their lines are a price list (a
	 * restaurant's menu, "Flädlesuppe" "6,50 €"), one or two an offer's */
	int prices = 0, ph[PH_MAX], nph = 0;
	int letters = 0;  /* readers' letters' signatures, two or more */
	for (int i = first; i < end && letters < 2; i++)
		letters += letter_sign(x, i, first);
	for (int i = first; i < end && prices < 3; i++)
		prices += x->blocks[i].chars < PRICE_MAX &&
		          price_only(x->text.p + x->blocks[i].off, x->blocks[i].len);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		const char *s = x->text.p + b->off;
		double ld = b->chars ? (double)b->link_chars / b->chars : 0;
		if (i > first && x->blocks[i - 1].keep > 0 && is_prose(&x->blocks[i - 1]) &&
		    nd[x->blocks[i - 1].owner].nearest_meta <= c && i - 1 != x->headline) {
			/* a paragraph of the body came before (not the page's
			 * headline kept over it: one that asks a question, "Soll
			 * die Stadt ein Böllerverbot erlassen?", closes no
			 * sentence of the body, and the lead under it named a
			 * teaser is no teaser after the text) */
			in_body = 1;
			in_text |= ends_sentence(x->text.p + x->blocks[i - 1].off,
			                         x->blocks[i - 1].len);
		}
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
		/* a letter's <footer> that holds its signature alone */
		if (neg > c && neg == meta && letters >= 2 && letter_sign(x, i, first))
			neg = nd[nd[neg].parent].nearest_neg;
		/* a heading that links within the page (back to its table of
		 * contents) is no teaser's headline */
		b->brk = neg > c || (ld > 0.5 && !linked_prose(b, ld) &&
		         !((b->tag & F_HEAD) && b->anchor_chars * 2 >= b->link_chars)) ||
		         is_teaser(b, s);
		if (i < gen_end)
			b->keep = 0;  /* a source file under doc_source_note */
		else if (b->chars < DOC_NOTE_MAX && !b->link_chars && doc_source_note(s, b->len)) {
			/* a documentation generator's closing note and the
			 * list of source files under it */
			b->keep = 0;
			if (i + 1 < end && (b[1].tag & F_LI) && nd[b[1].owner].parent >= 0 &&
			    nd[nd[b[1].owner].parent].first_block == i + 1)
				gen_end = nd[nd[b[1].owner].parent].end_block;
		} else if (neg > c)
			/* but the body's lead, named a teaser ("<p
			 * class=teaser>", the German newsroom's word for it),
			 * or named a lead in the article's header box under
			 * the headline ("<div class=article-detail__header>
			 * ... <p class=article-detail__lead>"), over the body
			 * on a page not in English; one named a teaser and
			 * nothing else may stand under the page's facts (a
			 * hiking route's "Strecke 17,4 km" "Dauer 7:30 h" over
			 * "<div class=oax-teaser-text><p>Der Schrecksee gilt
			 * als ...": no sentence came before; a share bar's
			 * "summary" under a subtitle is none); and a live
			 * blog entry's title in its header box under its stamp
			 * is decided by its neighbours */
			b->keep = header_title(x, b, c) ? -1 :
			          (!in_body ||
			           (!in_text && nd[neg].negkey == neg_bit("teaser", 6))) &&
			          ((nd[neg].hint & H_LEAD) || headline_box(x, neg)) &&
			          marked_lead(x, b) && !(x->lang >= 0 ? x->lang : x->english);
		else if (b->len <= 3 && (b->tag & F_LI) &&
		         lone_number(s, b->len) &&
		         !(i > first && (b[-1].tag & F_DT) && b[-1].keep))
			b->keep = 0;  /* a counter in a list: a post's likes; not
			               * the value under a kept term ("Zimmer 3") */
		else if (b->len == 2 && s[0] == '0' && lone_number(s, 2) && i + 1 < end &&
		         (b[1].tag & F_HEAD) && in_cell(nd, b) < 0)
			b->keep = 0;  /* a step's number over its heading, set
			               * large ("01" over "Import your team",
			               * "02" over "Angebot erhalten"): an
			               * ornament, the heading says the step */
		else if (b->chars < TRUST_LINE && !b->link_chars && !ends_sentence(s, b->len) &&
		         trust_line(s, b->len))
			b->keep = 0;  /* a logo wall's caption, no sentence:
			               * "Trusted by 420+ healthcare
			               * organisations" */
		else if (b->chars < 24 && !b->link_chars && !(b->tag & (F_TD | F_TR)) &&
		         in_cell(nd, b) < 0 && plan_badge(s, b->len))
			b->keep = 0;  /* a pricing plan's badge, "Most popular" */
		else if (b->chars < 60 && !b->link_chars && !(b->tag & (F_TD | F_TR)) &&
		         answers_label(s, b->len))
			b->keep = 0;  /* a Q&A's label over its answers,
			               * "ベストアンサー", "2 Answers" */
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
		else if (meta > c && i == x->headline + 1 && (o->hint & H_LEAD) && !b->link_chars &&
		         b->words >= 8 && b->chars >= 50 && s[b->len - 1] != ':' &&
		         !(x->lang >= 0 ? x->lang : x->english))
			/* the standfirst right under the headline, named so
			 * itself, in the headline's box named a title ("<div
			 * class=title-art><h1>...</h1><h2 class=summary-art>La
			 * presidente della Società ...: senza turni sostenibili
			 * le assunzioni non basteranno</h2>", no full stop); an
			 * English page's stays out, as the AEB's gold has it */
			b->keep = 1;
		else if (quote_cite(x, i, first))
			b->keep = 1;  /* a kept quotation's speaker or source */
		else if (letters >= 2 && letter_sign(x, i, first))
			b->keep = 1;  /* a reader's letter's signature */
		else if (meta > c && b->chars < RECIPE_TIME && !b->link_chars &&
		         recipe_time(s, b->len))
			b->keep = 1;  /* a recipe's time, its box named a time */
		else if (meta > c && b->chars < 200 &&
		         !(b->words >= 12 && ends_sentence(s, b->len) &&
		           (b->stops * 4 > b->words || !clock_time(s, b->len))) &&
		         !meta_sentence(x, b, c)) {
			/* (a line of 12+ words that closes a sentence is kept
			 * as one, but not a byline box's author and stamps run
			 * into one line that closes on a time, a clock's
			 * figures in it and under one function word in four:
			 * "By Ana Kim Published: Nov. 25, 2026, 2:14
			 * p.m. Updated: ... 5:40 p.m.", "Von Eva Roth, 25.11.
			 * 2026, 14.12 Uhr, aktualisiert 26.11.2026, 9.00 Uhr.") */
			/* a byline or date, not a sentence; a heading of the
			 * body named a "title" (a box's, "Hintergrund"), or
			 * alone in a box named a title ("elementor-heading-
			 * title"), heads a section when kept blocks are
			 * around it; so does a year alone under a date hint,
			 * a step of a company's history in its timeline
			 * ("<div class=timeline-date>1878", its title and
			 * its text after it), and a changelog's heading of a
			 * release ("Version 4.7": no date) */
			const struct node *m = &nd[meta];
			b->keep = ((b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars &&
			           (!date_link(s, b->len) || !dated(s, b->len) ||
			            version_head(s, b->len)) &&
			           ((in_body && meta >= nd[b->owner].parent) ||
			            (!(m->hint & H_AUTHOR) && m->end_block - m->first_block == 1 &&
			             !boiler_phrase(s, b->len)))) ||
			          (!(m->hint & H_AUTHOR) && (faq_question(x, i, end) ||
			                                     box_label(x, i, end, meta) ||
			                                     term_title(x, i, end))) ||
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
			          credit_tail(s, b->len) && (body_before(x, first, i) ||
			                                     section_before(x, first, i)) ? -4 :
			          loose_caption(x, b, s, 2) ? -6 : SHOP_OUT;
		else if ((b->tag & F_TD) && b->chars <= CALL_MAX && ticket_cell(x, i, first, end))
			b->keep = 0;  /* a table's column of ticket links */
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
		else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 80 && column_cell(x, i, first))
			/* and the one cell of its row under its column's kept
			 * header: a reference's table of specifications
			 * ("Spécification" over "<a>ECMAScript® 2026 Language
			 * Specification</a>", "Specification", "Spezifikation") */
			b->keep = -1;
		else if (ld > 0.5 && linked_verse(b, s, ld))
			;  /* a song's verses, each line linked to its note: kept */
		else if (ld > 0.5 && (!linked_prose(b, ld) ||
		                      ((b->tag & F_LI) && b->chars - b->link_chars < STAMP_ITEM &&
		                       ago_stamp(s, b->len)))) {
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
			/* a teaser's label and its colon before its linked
			 * title, a question ("Also Read: <a>New tax regime vs
			 * old: Which is better for you?</a>", "Lesen Sie auch:
			 * <a>...?</a>"), is no sentence of the body */
			else if (teaser_label(b, s) || tip_call(s, b->len))
				b->keep = 0;  /* and a call for tips, its
				               * address linked */
			else if (b->words >= 8 && ends_sentence(s, b->len) &&
			         (b->stops >= 3 || (!x->english && (b->tag & F_P) &&
			                            b->chars - b->link_chars >= LINKED_OUT)))
				b->keep = -1;
			/* a member's signature, its types linked, in an API
			 * reference, or its class's include line: kept
			 * between kept blocks */
			else if (!(b->tag & F_LI) && (signature_line(b, s) || include_line(b, s)))
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
			b->keep = card_head(x, i, end) ? -1 : table_source(x, i, first);
		else if (i + 1 < end && (b[1].tag & F_HEAD) && score_line(s, b->len) &&
		         in_cell(nd, b) < 0 && !body_score(x, i, first) && !version_pair(x, i) &&
		         !(b->tag & (F_TR | F_HEAD)))
			/* a review's score right over its title: dropped, passed
			 * over (a reader's review card's "5,3/6" between its
			 * reviewer and its title, "Gerne wieder", over the text) */
			b->keep = SHOP_OUT;
		else if (b->chars < SHOP_LINE + 40 && !(b->tag & F_HEAD) && in_cell(nd, b) < 0 &&
		         /* but a tax note right under a table's cell is the
		          * table's footnote: a tariff's "* inkl. 19 % MwSt.
		          * Mindestlaufzeit 24 Monate.", "* TVA incluse",
		          * "* incl. btw" under a price table */
		         !(i > first && in_cell(nd, b - 1) >= 0 && tax_note(s, b->len)) &&
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
		         wire_credit(s, b->len) || transl_notice(s, b->len) ||
		         author_lines(x, i, first, end) ||
		         forum_counter(s, b->len) || vote_count(s, b->len) ||
		         fold_tagline(s, b->len) || read_time_line(s, b->len) ||
		         ((score_line(s, b->len) || (prices < 3 && price_only(s, b->len))) &&
		          in_cell(nd, b) < 0 && !body_score(x, i, first) && !version_pair(x, i) &&
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
		/* a card's dropped button, its text a link of a few words
		 * ("Mehr erfahren", "Read more", "En savoir plus"), is passed
		 * over: the next card's title (named a title, an Elementor
		 * flip box's "Ölfrei") has the card's text kept above it */
		else if (!b->keep && b->link_chars == b->chars &&
		         ((b->button && b->words <= 3) || card_more(x, i)))
			continue;
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
		/* and a question right over its kept answer heads it, what
		 * is above aside: an accordion's first question under its
		 * section's heading ("Wie groß muss mein Kompressor sein?",
		 * "How long does delivery take?", "Combien de temps ...?") */
		if (b->keep == -1 && !b->link_chars && b->len && x->text.p[b->off + b->len - 1] == '?' &&
		    i + 1 < end && b[1].keep == 1 && is_prose(&b[1]))
			top = 1;
		/* and so does a release's heading over its kept notes, a date
		 * dropped above it: a changelog's "Version 4.7" under
		 * "November 5, 2026" */
		if (b->keep == -1 && !b->link_chars && (b->tag & F_HEAD) &&
		    version_head(x->text.p + b->off, b->len))
			top = 1;
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
	/* and the one kept item of a list whose other items, LIST_MIN or
	 * more, are link-heavy goes with them where it opens with its link,
	 * a third of it or more is links and it holds a figure, under no
	 * kept line: a course catalogue's "Das könnte Sie auch
	 * interessieren", "Vous aimerez aussi", each a linked title and its
	 * date and place ("<a>Spanisch A2 - Conversación</a> Mo., 11.01.2027,
	 * Wörrstadt"), one a little longer in plain text than its link (a
	 * wiki's "See also", "<a>Skew-Hermitian matrix</a> (anti-Hermitian
	 * matrix)", holds none) */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!(b->tag & F_LI) || b->keep <= 0 || !b->lead || b->link_chars * 3 < b->chars ||
		    nd[b->owner].parent < 0 || !has_digit(x->text.p + b->off, b->len))
			continue;
		const struct node *l = &nd[nd[b->owner].parent];
		int lf = l->first_block;
		if (l->likept == 1 && l->lilink >= LIST_MIN && lf > first &&
		    x->blocks[lf - 1].keep <= 0)
			b->keep = 0;
	}
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == -5) {
			const struct node *l = &nd[nd[b->owner].parent];
			/* one kept item is enough under a kept heading right
			 * above the list, where the linked items are no more:
			 * a section of a post's list of links ("Sonstiges");
			 * and under a kept line that ends with a colon and
			 * opens the list, a wiki's "Falkenstein steht für:",
			 * "Le terme peut désigner :" */
			int lf = l->first_block;
			const struct block *lh = lf > first ? &x->blocks[lf - 1] : NULL;
			int head = lh && lh->keep > 0 && l->lilink <= l->likept &&
			           ((lh->tag & F_HEAD) ||
			            (lh->len && x->text.p[lh->off + lh->len - 1] == ':'));
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
			/* a term's value, linked, right under its kept term that
			 * ends with a colon, in the body (text is kept after the
			 * list): a reference's "All Implemented Interfaces:" over
			 * "AutoCloseable", "Voir aussi :", "Siehe auch:" over the
			 * linked name; a story's closing "More Articles:" over a
			 * section's link is none */
			if (!b->keep && i > first && (b[-1].tag & F_DT) && b[-1].keep > 0 &&
			    b[-1].len && x->text.p[b[-1].off + b[-1].len - 1] == ':' &&
			    nd[b[-1].owner].parent == nd[b->owner].parent)
				for (int j = l->end_block; j < end && !b->keep; j++)
					if (x->blocks[j].keep > 0)
						b->keep = 2;
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
	brief_items(x, c, first, end);
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
			 * line of text) is a list, not a card; and so is one
			 * under a kept heading or a kept line that ends with a
			 * colon (no item's: a sub-list's) whose linked items
			 * the list rules above kept: a wiki article's "Voir
			 * aussi", "Falkenstein steht für:" */
			int items = 0, af = nd[a].first_block;
			const struct block *ah = af > first ? &x->blocks[af - 1] : NULL;
			int lhead = ah && ah->keep > 0 &&
			            ((ah->tag & F_HEAD) ||
			             (!(ah->tag & F_LI) && ah->len &&
			              x->text.p[ah->off + ah->len - 1] == ':'));
			for (int j = af; j < nd[a].end_block; j++)
				items += (x->blocks[j].tag & F_LI) &&
				         nd[x->blocks[j].owner].parent == a &&
				         (!x->blocks[j].keep || is_prose(&x->blocks[j]) ||
				          (lhead && x->blocks[j].keep == 2));
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
			int code = 0;  /* a code listing: a command's box, no teaser */
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
				code |= (e->tag & F_PRE) && !e->link_chars;
				code |= e->brief;  /* a briefing's item, no teaser */
			}
			/* a card whose only links are its time ("17:40 Uhr", the
			 * permalink of a live blog's entry) is an entry, alone too,
			 * and so is one whose only links are its post's header,
			 * and one whose text is marked up as an answer's or a
			 * review's (itemprop); and one that holds a code listing
			 * (<pre>) is a command's box between its links to copy or
			 * install it ("Paketliste zum Kopieren:", "sudo apt-get
			 * install restic", "Oder mit apturl installieren"; "Copy",
			 * "Kopieren", "Copier"), no teaser */
			/* nor is a post of an issue's discussion (a timeline's,
			 * comment_thread 2): "Nadia Benali @nbenali · 2026-11-25"
			 * over its reply */
			if (!links || dates == links || hdrs == links || item || nkept > 2 ||
			    kept > CARD_MAX || kept * 2 >= all_kept || code ||
			    (x->cthread == 2 && nd[a].incm))
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
			/* a service's card among its kin whose linked headings
			 * are short, a word or two, is a service too, its own
			 * heading longer ("Contabilidad", "Herencias" beside
			 * "Constitución de empresas"; "Steuern" beside
			 * "Nachfolge und Erbrecht") */
			if (heads && kin_cards(x, a) >= 2)
				heads = 0;
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
	/* a reference's "See Also:" term, its value a list of links of its
	 * own in the <dd> (Javadoc's "See Also:" over <dd><ul><li>
	 * "Builder.retryPolicy(RetryPolicy)"; "Siehe auch:", "Voir aussi :"),
	 * between a kept term's value above and kept text after the list:
	 * the term and its links are the member's, no related links */
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *t = &x->blocks[i];
		if (!(t->tag & F_DT) || t->link_chars || !t->len ||
		    x->blocks[i - 1].keep <= 0 ||
		    x->text.p[t->off + t->len - 1] != ':' ||
		    !see_also_head(x->text.p + t->off, t->len))
			continue;
		int dd = x->blocks[i + 1].owner;
		while (dd > c && !(nd[dd].first_block == i + 1 && (nd[dd].tag & F_LI) &&
		                   !(nd[dd].tag & F_DT) &&
		                   nd[dd].parent == nd[t->owner].parent))
			dd = nd[dd].parent;
		if (dd <= c || nd[dd].end_block - i - 1 > 8)
			continue;
		int e = nd[dd].end_block, after = 0;
		for (int j = e; j < end && !after; j++)
			after = x->blocks[j].keep > 0 && !(x->blocks[j].tag & F_HEAD);
		if (!after)
			continue;
		t->keep = 2;
		for (int j = i + 1; j < e; j++)
			if (x->blocks[j].len < 200)
				x->blocks[j].keep = 2;
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
		if (b->keep && m > c && (nd[m].hint & H_AUTHOR) &&
		    !author_note(x, b, &x->blocks[body_end]) &&
		    !(b->keep == 1 && letter_sign(x, i, first)))
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
	 * container holds it, and a line of links under a label its links
	 * to other pages */
	int body_last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && x->blocks[i].chars >= TEASER_LAST &&
		    is_prose(&x->blocks[i]))
			body_last = i;
	for (int i = body_last + 1; body_last >= 0 && i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep && (footer_copyright(x->text.p + b->off, b->len) ||
		                label_links(b, x->text.p + b->off)))
			b->keep = 0;
	}
	/* and a news agency's sign-off right under the body's last paragraph
	 * is the story's ("... in Antarctica." "- NZPA"; agency_signoff) */
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i + 1];
		if (x->blocks[i].keep > 0 && !b->keep && b->chars <= 8 && !b->link_chars &&
		    is_prose(&x->blocks[i]) &&
		    ends_sentence(x->text.p + x->blocks[i].off, x->blocks[i].len) &&
		    agency_signoff(x->text.p + b->off, b->len))
			b->keep = 1;
	}
	drop_signup_boxes(x, c, body_last, end);
	drop_signup_promos(x, c, first, end);
	drop_form_calls(x, c, first, end);
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
	if (i <= first || !b->keep || b->chars > TEASER_MAX || b->link_chars * 2 > b->chars ||
	    b->brief)
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

/* A generated reference's member row closes with a link to the member's
 * own section further down the page, its text one word and an ellipsis
 * (Doxygen's "More...", "Mehr ...", "Plus de détails...", "Más...",
 * "Meer...", "Altro..."): the row's text is the description before it.
 * The link leads within the page (tail_link 2) and is cut off the row. */
#define MORE_LINK 24
static int more_link(const char *s, size_t n)
{
	static const char *const w[] = {
		"more", "mehr", "plus", "m\xC3\xA1s", "meer", "altro", "continua",
		"weiter", "suite", NULL
	};
	while (n && s[0] == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	if (n < 5 || n > MORE_LINK)
		return 0;
	if (memcmp(s + n - 3, "...", 3) && memcmp(s + n - 3, "\xE2\x80\xA6", 3))
		return 0;
	n -= 3;
	while (n && s[n - 1] == ' ')
		n--;
	for (int i = 0; w[i]; i++) {
		size_t k = strlen(w[i]);
		if (n >= k && !strncasecmp(s, w[i], k) && (n == k || s[k] == ' '))
			return 1;
	}
	return 0;
}

/* and a button's label closing a kept line, a link named a button of
 * BUTTON_TAIL bytes or fewer after the line's own text: a date's offer
 * with its call ("14.06.2027 – 21.06.2027 ab 1.499 € p. P. Jetzt buchen",
 * "Réserver", "Book now", "Zum Tarif"); the call goes, the line stays;
 * and so does a link to the map closing an address (map_link: "Seeufer-
 * straße 14, 5700 Zell am See – Hervorragende Lage – Karte anzeigen",
 * "Show on map", "Voir sur la carte", "Mostra sulla mappa", "Ver mapa",
 * "Toon op kaart") */
#ifndef BUTTON_TAIL
#define BUTTON_TAIL 24
#endif
#ifndef MAP_TAIL
#define MAP_TAIL 48
#endif
static int map_link(const char *s, size_t n)
{
	static const char *const w[] = {
		"karte anzeigen", "auf karte anzeigen", "auf der karte anzeigen", "show map",
		"show on map", "view map", "view on map", "voir la carte", "voir sur la carte",
		"afficher la carte", "mostra mappa", "mostra sulla mappa", "vedi mappa",
		"ver mapa", "ver en el mapa", "toon kaart", "toon op kaart", "bekijk op kaart",
	};
	while (n && (s[n - 1] == ' ' || s[n - 1] == '.'))
		n--;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t k = strlen(w[i]);
		if (n >= k && !strncasecmp(s + n - k, w[i], k))
			return 1;
	}
	return 0;
}
static void trim_more_links(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !b->tail_link || b->tail_off <= b->off ||
		    b->tail_off >= b->off + b->len)
			continue;
		const char *s = x->text.p;
		size_t e = b->off + b->len;
		int more = b->tail_link == 2 && more_link(s + b->tail_off, e - b->tail_off);
		if (!more &&
		    !(b->tail_btn && e - b->tail_off <= BUTTON_TAIL &&
		      b->link_chars * 2 < b->chars) &&
		    !(e - b->tail_off <= MAP_TAIL && b->link_chars * 2 < b->chars &&
		      map_link(s + b->tail_off, e - b->tail_off)))
			continue;
		size_t n = b->tail_off;
		while (n > b->off && (s[n - 1] == ' ' || s[n - 1] == '\n'))
			n--;
		/* the dash, dot or bar that set the link apart ("...
		 * Österreich – Karte anzeigen") goes with it */
		if (!more) {
			size_t k = n > b->off + 3 && !memcmp(s + n - 3, "\xE2\x80\x93", 3) ? 3 :
			           n > b->off + 2 && !memcmp(s + n - 2, "\xC2\xB7", 2) ? 2 :
			           n > b->off + 1 && (s[n - 1] == '|' || s[n - 1] == '-') ? 1 : 0;
			if (k && s[n - k - 1] == ' ')
				n -= k;
			while (n > b->off && s[n - 1] == ' ')
				n--;
		}
		if (n > b->off)
			b->len = n - b->off;
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

/* A list item's number in a box of its own, kept, beside the item's link
 * that was dropped ("<li><div class=TrackNumber>4.</div><a>Nachtschicht
 * </a></li>", an album's tracklist in a lyrics page's sidebar; a ranking's
 * "1)"): it numbers nothing of the text. Up to ORDINAL_UP levels from the
 * number and from the link to their item. */
#define ORDINAL_UP 3
static int item_of(const struct node *nd, int o)
{
	for (int k = 0; k <= ORDINAL_UP && o >= 0; k++, o = nd[o].parent)
		if (nd[o].tag & F_LI)
			return o;
	return -1;
}

static void drop_bare_ordinals(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		size_t n = b->len;
		if (b->keep <= 0 || n < 2 || n > 4 || b->link_chars || (s[n - 1] != '.' && s[n - 1] != ')'))
			continue;
		size_t d = 0;
		while (d < n - 1 && isdigit((unsigned char)s[d]))
			d++;
		const struct block *a = &b[1];
		if (d != n - 1 || a->keep > 0 || a->link_chars * 2 <= a->chars)
			continue;
		int li = item_of(nd, b->owner);
		if (li >= 0 && li == item_of(nd, a->owner))
			b->keep = 0;
	}
}

/* A tree of links in the text, the current page its one item without a
 * link: a genealogy site's pedigree ("Ahnentafel": the ancestors' and the
 * children's linked names, nested, around the person's own, "Streibl,
 * Johann Georg"), a site tree in the page. The item, short (under
 * TREE_ITEM characters) and no sentence, in nested lists (its own in a
 * list item, or a list in its own item) whose other lines, TREE_LINKS or
 * more, are links alone, goes with them (and the tree's heading after it:
 * drop_orphan_heads). */
#ifndef TREE_LINKS
#define TREE_LINKS 4
#endif
#define TREE_ITEM 60
static void drop_tree_here(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		int li = b->owner;
		if (b->keep <= 0 || b->link_chars || !(b->tag & F_LI) || b->chars >= TREE_ITEM ||
		    !(nd[li].tag & F_LI) || nd[li].parent <= c)
			continue;
		int top = nd[li].parent, up;
		while ((up = nd[top].parent) > c && (nd[up].tag & F_LI) && nd[up].parent > c)
			top = nd[up].parent;  /* a list in an item: the tree's */
		if (top == nd[li].parent && nd[li].end_block == i + 1)
			continue;  /* no tree: a flat list, a leaf */
		if (nd[top].first_block < first || nd[top].end_block > end ||
		    ends_sentence(x->text.p + b->off, b->len))
			continue;
		int links = 0, other = 0;
		for (int j = nd[top].first_block; j < nd[top].end_block && !other; j++) {
			const struct block *e = &x->blocks[j];
			if (j == i)
				continue;
			if (e->chars && e->link_chars == e->chars)
				links++;
			else
				other = 1;
		}
		if (!other && links >= TREE_LINKS)
			b->keep = 0;
	}
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
			if (x->blocks[j].len == 2 && x->text.p[x->blocks[j].off] == '0' &&
			    lone_number(x->text.p + x->blocks[j].off, 2))
				continue;  /* a step's number ("01") over its title */
			int l = x->blocks[j].link_chars * 2 > x->blocks[j].chars;
			dropped += x->blocks[j].chars;
			links &= l;
			some |= l;
		}
		/* a label, over links (a value dropped under its label is
		 * no such list: "Etage:" over "2 von 4"); or over a list of
		 * links, two or more, each a line, between paragraphs ("More
		 * from The Daily Courier:" over the paper's other stories) */
		if (!(b->tag & F_HEAD)) {
			if ((some && (j == end || label_head(x, &x->blocks[j]))) ||
			    (links && j - i > 2 && (x->blocks[i + 1].tag & F_LI)))
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
	/* or that opens with "more": a firm's other case studies or
	 * products under one ("Weitere Referenzen", "More case studies",
	 * "Autres réalisations", "Altri progetti", "Meer klantcases") */
	static const char *const more[] = {
		"weitere ", "more ", "other ", "autres ", "altri ", "altre ", "meer ",
		"andere ", "otros ", "otras ", "m\xC3\xA1s ",
	};
	if (n >= SIM_HEAD)
		return 0;
	for (size_t k = 0; k < sizeof more / sizeof *more; k++)
		if (n > strlen(more[k]) && !strncasecmp(s, more[k], strlen(more[k])))
			return 1;
	return HAS_ANY_CI(s, n, w);
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

/* A page builder wraps the heading and the grid each in widgets of their
 * own (Elementor's "elementor-widget-heading" and "elementor-widget-posts"
 * over "<article class=elementor-post>"s): up from heading h, SIM_UP
 * levels at most, through boxes it opens, the next sibling that holds
 * blocks, and down from it, SIM_UP levels at most, through boxes that
 * hold one child with blocks, the box whose children are SIM_RUN or more
 * cards; or -1. */
#define SIM_UP 3
static int sim_grid(struct extractor *x, int h)
{
	const struct node *nd = x->nodes;
	int a = h;
	for (int up = 0; up < SIM_UP && nd[a].parent >= 0; up++) {
		int p = nd[a].parent;
		if (nd[p].first_block != nd[h].first_block)
			break;
		a = p;
		if (nd[a].parent < 0)
			break;
		int q = -1;
		for (int k = a + 1; k < x->nnodes && nd[k].first_block < nd[nd[a].parent].end_block;
		     k++)
			if (nd[k].parent == nd[a].parent && k > a &&
			    nd[k].first_block >= nd[a].end_block &&
			    nd[k].first_block < nd[k].end_block) {
				q = k;
				break;
			}
		for (int down = 0; q >= 0 && down <= SIM_UP; down++) {
			if (similar_boxes(x, q, q, 0) >= SIM_RUN)
				return q;
			int only = -1, kids = 0;
			for (int k = q + 1; k < x->nnodes && nd[k].first_block < nd[q].end_block;
			     k++)
				if (nd[k].parent == q && nd[k].first_block < nd[k].end_block) {
					only = k;
					kids++;
				}
			q = kids == 1 ? only : -1;
		}
	}
	return -1;
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
		else if ((next = sim_grid(x, h)) >= 0)
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

/* A picture's credit on a line of its own under its kept caption, the two
 * alone in one box ("<figcaption><div class=caption-text>The water tower,
 * built in 1962, ...</div><div class=caption-source>JAMIE ORTEGA, The
 * Courier</div>", "<p class=imageCaption>...</p><span class=imageCredit>
 * SWNS</span>", "Foto: Hans Muster", "Photo : AFP / Léa Martin"): a name
 * or an agency, CREDIT_WORDS words and CREDIT_LINE characters at most, no
 * link nor figure (a video's "(Published Monday, Nov. 18, 2019)" under
 * its caption is its text), not a heading, an item nor a cell, no
 * sentence (a caption's second line is one), in a box CREDIT_UP levels
 * above it at most that holds the caption and the credit and nothing
 * else. The caption stays and the credit goes; a pull quote's speaker in
 * the quotation's blockquote ("<figure class=wp-block-pullquote>
 * <blockquote><p>...</p><cite>Sabine Hägele, Fraktionsvorsitzende</cite>",
 * "<cite>Marie Dubois, adjointe au maire</cite>") is no credit. */
#ifndef CREDIT_WORDS
#define CREDIT_WORDS 6
#endif
#ifndef CREDIT_UP
#define CREDIT_UP 3
#endif
#ifndef CREDIT_LINE
#define CREDIT_LINE 64
#endif
static void drop_caption_credit(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *a = b - 1;
		if (b->keep <= 0 || a->keep <= 0 || b->link_chars || b->words > CREDIT_WORDS ||
		    b->chars >= CREDIT_LINE || (b->tag & (F_HEAD | F_H1 | F_LI | F_TD)) ||
		    nd[a->owner].nearest_cap <= c || a->owner == b->owner ||
		    ends_sentence(x->text.p + b->off, b->len) ||
		    has_digit(x->text.p + b->off, b->len) || quote_cite(x, i, first))
			continue;
		int p = b->owner;
		for (int up = 0; up < CREDIT_UP && p > c && nd[p].first_block > i - 1; up++)
			p = nd[p].parent;
		if (p > c && nd[p].first_block == i - 1 && nd[p].end_block == i + 1)
			b->keep = 0;
	}
}

/* A box that suggests how to cite the page, after its text: a court's
 * ruling, a paper or a think tank's brief under its body
 * ("Zitiervorschlag", "Zitierweise", "Zitierhinweis", "Suggested
 * citation", "How to cite", "Citer cette décision", "Cómo citar", "Come
 * citare", "Citeerwijze"): a heading of under
 * CITE_HEAD characters, no link, that opens a box of at most CITE_BLOCKS
 * blocks and CITE_MAX characters, with text kept above it. The
 * reference is the portal's, no part of the text: the box goes. So does
 * one line that opens with such a label and a colon, the reference run
 * into it, under CITE_MAX characters: a dictionary's entry closes with
 * "Zitiervorschlag: Wortschatz, \xE2\x80\x9EGem\xC3\xBCtlichkeit\xE2\x80\x9C
 * auf ... URL: ...", "Citer cette page : \xC2\xAB fl\xC3\xA2ner \xC2\xBB,
 * ...", "Cite this page: ...". */
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
		"come citare", "citazione consigliata", "citeerwijze", "citer cette",
		/* a think tank's "Zitierhinweis" under its brief, "Citation
		 * suggérée", "Citazione suggerita", "Cita sugerida" */
		"zitierhinweis", "zitierempfehlung", "citation sugg", "citazione sugg",
		"cita sugerida",
	};
	return n < CITE_HEAD && HAS_ANY_CI(s, n, w);
}

static void drop_cite_box(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	int kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off, *colon = NULL;
		if (b->keep > 0 && kept && !(b->tag & F_HEAD) && b->chars < CITE_MAX)
			colon = memchr(s, ':', b->len < CITE_HEAD ? b->len : CITE_HEAD);
		if (colon && colon > s && cite_head(s, (size_t)(colon - s))) {
			b->keep = 0;  /* the label and its reference in one line */
			continue;
		}
		if (!(b->tag & F_HEAD) || b->link_chars || !kept ||
		    !cite_head(s, b->len)) {
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

/* A colophon under the text: a heading that is the word alone ("COLOPHON"
 * over a man page's "This page was obtained from the project's upstream
 * Git repository ...", "Kolophon", "Colofon", "Colofón"), with text kept
 * above it, and the paragraphs under it up to the next heading: how and
 * where the page was made, no part of its text. A short line after them
 * (the man page's footer, "rsync 3.3.0  6 Apr 2024  rsync(1)", under
 * COLOPHON_LINE characters) ends the section. */
#ifndef COLOPHON_LINE
#define COLOPHON_LINE 40
#endif
static void drop_colophon(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"colophon", "kolophon", "colofon", "colof\xC3\xB3n", "colofone",
	};
	int kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		size_t k = 0;
		if ((b->tag & F_HEAD) && b->keep > 0 && kept && b->len <= 10)
			while (k < sizeof w / sizeof *w && (strlen(w[k]) != b->len ||
			       !starts_with_ci(x->text.p + b->off, b->len, w[k])))
				k++;
		if (!(b->tag & F_HEAD) || b->keep <= 0 || !kept || b->len > 10 ||
		    k == sizeof w / sizeof *w) {
			kept |= b->keep > 0;
			continue;
		}
		int j = i + 1;
		while (j < end && !(x->blocks[j].tag & F_HEAD) &&
		       (j == i + 1 || x->blocks[j].chars >= COLOPHON_LINE))
			j++;
		unkeep(x, i, j);
		return;
	}
}

/* The line a wire service sets where a release it carried ends, under
 * RELEASE_END characters, with RELEASE_BODY characters of text kept above
 * it: "Ende der Mitteilung", "Ende der Insiderinformation", "End of
 * Announcement", "End of Inside Information", "Fin du communiqué", "Fine
 * del comunicato", "Fin del comunicado", "Einde persbericht". What
 * follows is the service's (its distribution note, the issuer's facts
 * table, "Sprache: Deutsch", "ISIN: ..."): the line and all kept after it
 * go. */
#ifndef RELEASE_END
#define RELEASE_END 60
#endif
#ifndef RELEASE_BODY
#define RELEASE_BODY 300
#endif
static void drop_release_end(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"ende der mitteilung", "ende der insiderinformation", "ende der ad-hoc",
		"ende der pressemitteilung", "end of announcement", "end of inside information",
		"end of press release", "fin du communiqu\xC3\xA9", "fine del comunicato",
		"fin del comunicado", "einde persbericht", "einde bericht",
	};
	size_t kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		const char *s = x->text.p + b->off;
		if (kept >= RELEASE_BODY && b->len < RELEASE_END && !b->link_chars &&
		    (*s | 0x20) >= 'e' && (*s | 0x20) <= 'f' && STARTS_ANY_CI(s, b->len, w)) {
			unkeep(x, i, end);
			return;
		}
		kept += b->chars;
	}
}

/* A call to act that closes a company's page: the last kept blocks, a
 * heading and a line or two ("Sie planen ein Projekt? Rufen Sie uns an
 * ...", "Une urgence ? Appelez-nous ...", "Klaar voor de overstap?"), in
 * the smallest box below container c that also holds a button
 * ("elementor-button", "et_pb_button", "wp-block-button__link",
 * "w-button", a link in Tailwind's "rounded-full bg-white px-5"; in a box
 * after its parent's one <article>, a link alone that closes it, and
 * anywhere such a link that calls to sign up: a route planner's "Plan
 * your own adventures" over "Sign up for free", "Kostenlos
 * registrieren", "Inscrivez-vous", "Regístrate"), after
 * CTA_BODY characters of the page kept above it: a band the page builder
 * sets under every page, its button "Kontakt aufnehmen".
 * The band opens with a heading or is one line under CTA_LINE characters
 * (a job ad's paragraph on how to apply, its contact's name and phone,
 * stays); a button's label is dropped (a question in an accordion's
 * toggle named a button is kept: no call). A box of a grid whose boxes
 * of its tag and class before it hold buttons too is a card (a service,
 * "Lees meer"): it stays, and so does a thread's last post, a short line
 * under its author's header over its reply buttons, as the posts before
 * it of its tag and class ("Danke, genau so habe ich es gemacht").
 * cta_band drops one band and returns its box, or -1. */
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
/* the characters kept in blocks [from, to) */
static long kept_chars(const struct extractor *x, int from, int to)
{
	long n = 0;
	for (int j = from; j < to; j++)
		if (x->blocks[j].keep > 0)
			n += x->blocks[j].chars;
	return n;
}

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

/* A call to sign up: "Sign up for free", "Join now", "Jetzt registrieren" */
static int signup_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"sign up", "join now", "join for free", "create an account",
		"create a free account", "registrieren", "jetzt registrieren",
		"kostenlos registrieren", "konto erstellen", "jetzt kostenlos anmelden",
		"s'inscrire", "inscrivez-vous", "cr\xC3\xA9" "er un compte",
		"reg\xC3\xADstrate", "crear cuenta", "registrati", "iscriviti",
		"crea un account", "registreer", "meld je gratis aan", "account aanmaken",
	};
	return STARTS_ANY_CI(s, n, w);
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

static int cta_band(struct extractor *x, int c, int prev)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, last = nd[c].end_block - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	if (last < first)
		return -1;
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
				           (after_article(x, a) ||
				            signup_call(x->text.p + b->off, b->len)));
			}
		}
		if (kept > CTA_BLOCKS || chars > CTA_MAX)
			return -1;
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
			 * bg-gray-50 px-3\">Recht</a>", is no card; nor is a
			 * page builder's section that holds the text over its
			 * own button, "wixui-section" over "Gruppe anmelden",
			 * its kept text more than a band's) */
			if ((x->blocks[j].button || under_button(x, x->blocks[j].owner, p)) &&
			    (nd[k].cls == nd[a].cls || !nd[a].cls) &&
			    kept_chars(x, nd[k].first_block, nd[k].end_block) <= CTA_MAX)
				return -1;
		}
		if (kept_chars(x, first, nd[a].first_block) < CTA_BODY || repeated_post(x, a, c))
			return -1;
		/* a band before one dropped is its sibling, no box of
		 * the page's own that a band's test happens to pass */
		if (prev >= 0 && nd[a].parent != nd[prev].parent)
			return -1;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		return a;
	}
	return -1;
}

/* and the bands before it, CTA_RUN at most, each a sibling of the one
 * after it: a shelter's "Interesse an Bruno?" over its "Zur
 * Selbstauskunft" button, then its "Pate werden" over "Patenschaft
 * übernehmen"; an appeal's "Get involved" and "Donate" boxes, one after
 * the other (a researcher's page, its news over its list of papers, each
 * paper's links set as buttons, has none: the box before the band is no
 * sibling of it) */
#ifndef CTA_RUN
#define CTA_RUN 3
#endif
static void drop_cta_band(struct extractor *x, int c)
{
	for (int k = 0, a = -1; k < CTA_RUN && (a = cta_band(x, c, a)) >= 0; k++)
		;
}

/* A newsletter's box in a post's body, no class that names it: a heading
 * that calls to sign up ("Abonează-te la newsletter", "Newsletter
 * abonnieren", "Tilaa uutiskirje", "Iratkozzon fel hírlevelünkre",
 * "Subscribe to our newsletter") over a line or two of its pitch
 * ("Primești o dată pe lună calendarul ...", "Einmal im Monat die
 * besten Tipps"), its button or none (a form a script sets), the
 * heading's box ending within NL_BLOCKS blocks of it and CTA_MAX
 * characters: a card's heading keeps its text, and so the
 * pitch stayed (with a button, cta_band drops it at the page's end). */
#ifndef NL_BLOCKS
#define NL_BLOCKS 4
#endif
static void drop_newsletter_box(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"ewsletter", "yhetsbrev", "yhedsbrev", "utiskirje", "ieuwsbrief",
		"rlev\xC3\xA9l", "rlevel",  /* Hungarian "hírlevél", "hírlevelünk" */
	};
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->link_chars || b->chars > CTA_LINE || !b->keep)
			continue;
		const char *s = x->text.p + b->off;
		if (!HAS_ANY_CI(s, b->len, w) || !boiler_phrase(s, b->len))
			continue;
		int p = nd[b->owner].parent;
		if (p < 0 || nd[p].end_block > end || nd[p].end_block > i + NL_BLOCKS ||
		    nd[p].end_block <= i + 1)
			continue;
		long chars = 0;
		for (int j = i + 1; j < nd[p].end_block; j++)
			chars += x->blocks[j].chars;
		if (chars <= CTA_MAX)
			unkeep(x, i, nd[p].end_block);
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
int stat_label(const char *s, size_t n)
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
	return word_is(s, n, w, sizeof w / sizeof *w);
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
 * each opening with an element named a label (class_parts) and under
 * FACT_MAX characters, of which half or more are kept (or one, right
 * under the kept headline and FACT_UNDER - 1 lines), is the box's table
 * and kept whole: a row of links, or one named a date, is one of its
 * facts, no menu nor byline (under the boilerplate hint of its rows alone,
 * a box the parent is not in, it stays out, and so does a row named its
 * author's: a recipe card's "Author: Hannah Price" is its byline). A run
 * with none kept is kept too where it stands in the body, a kept
 * paragraph of prose FACT_ROW_GAP blocks above it at most (the first kept
 * one there) and a kept block right after it, and so is a heading right over
 * it in its box: a breed profile's "Eigenschaften im Überblick" over
 * "<div class=rating-box__row><span class=rating-box__label>
 * Familienfreundlich</span> <span>5 von 5</span>" between its sections. */
#ifndef FACT_MAX
#define FACT_MAX 200
#endif
#ifndef FACT_UNDER
#define FACT_UNDER 3
#endif
#define FACT_ROW_GAP 3
static int fact_gap(const struct extractor *x, int i, int j, int first, int end)
{
	int k = i - 1;
	while (k >= first && k >= i - FACT_ROW_GAP && x->blocks[k].keep <= 0)
		k--;
	return k >= first && k >= i - FACT_ROW_GAP && is_prose(&x->blocks[k]) && j < end &&
	       x->blocks[j].keep > 0;
}
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
		/* or one of them at least, right under the kept headline
		 * and a line or two (its price): a listing's key facts
		 * ("Kilometerstand 38.200 km", "Erstzulassung 04/2022") */
		int under = kept && i > first && x->blocks[i - 1].keep > 0 && x->headline >= first &&
		            i > x->headline && i <= x->headline + FACT_UNDER &&
		            x->blocks[x->headline].keep > 0;
		int gap = ok && !kept && j - i >= FACT_RUN && fact_gap(x, i, j, first, end);
		if (ok && j - i >= FACT_RUN && (2 * kept >= j - i || under || gap))
			for (int k = i; k < j; k++) {
				int m = nd[x->blocks[k].owner].nearest_meta;
				if (m < 0 || !(nd[m].hint & H_AUTHOR))
					x->blocks[k].keep = 1;
			}
		struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		if (gap && (h->tag & (F_HEAD | F_H1)) == F_HEAD && !h->link_chars &&
		    nd[h->owner].parent == p && nd[h->owner].nearest_neg < 0)
			h->keep = 1;
		i = j > i ? j : i + 1;
	}
}

/* A classified ad's parts, each a box of the listing the container is
 * (ad_parts: "ad-criteria", "ad-location" beside "ad-description"), are
 * its content: its place under its heading ("Localisation" over "Lyon
 * 69007", "Standort" over "80331 München", "Ubicación"), short lines that
 * weigh negative, is kept as its text is; a link (a button to write to
 * the seller) or a box with a boilerplate hint inside the part stays out. */
#define AD_LINE 200
static void keep_ad_parts(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->link_chars || b->chars >= AD_LINE ||
		    nd[b->owner].nearest_neg > c)
			continue;
		int o = b->owner;
		while (o > c && nd[o].parent != c)
			o = nd[o].parent;
		if (o > c && ad_parts(x, o))
			x->blocks[i].keep = 1;
	}
}

/* A data table whose head row is kept is kept whole: its rows under it,
 * each a linked name and a number or a size ("<a>Thijs Kuipers</a>" |
 * "1", a match report's scorers; "<a>Etappenplan.pdf</a>" | "340 kB", a
 * council's notice's documents), are decided as its head was, not by the
 * teaser or the link list after the body that they look like. A table in
 * the container (no boilerplate hint in it), TROW_MIN rows or more, each
 * cell one block under 80 characters (or all link and under TCELL_LINK:
 * a council's agenda under "TOP" | "Betreff" | "Vorlage" links its
 * items' whole titles, "<a>Bebauungsplan Nr. 214 „Wohnquartier Am
 * Hufeisensee“ – Aufstellungsbeschluss</a>", "<a>Approvazione del
 * verbale della seduta del 13 ottobre</a>"), whose first row's cells,
 * two or more (one is a box's title), are all kept and labels, no link
 * nor figure ("Name" | "Grösse"; a table of an
 * event's facts, "Datum" | "Samstag, 1. August 2026", has no head row
 * and its rows are decided each on its own). */
#define TROW_MIN 3
#define TCELL_LINK 200
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
			ok = ec >= 0 && (e->chars < 80 || (e->chars < TCELL_LINK &&
			                                  e->link_chars == e->chars)) &&
			     nd[e->owner].nearest_neg <= c &&
			     (nd[nd[ec].parent].tag & F_TR);
			rows += ok && (k == nd[t].first_block ||
			               nd[ec].parent != nd[in_cell(nd, &e[-1])].parent);
		}
		if (ok && rows >= TROW_MIN)
			for (int k = nd[t].first_block; k < nd[t].end_block; k++)
				if (!(x->blocks[k].chars <= CALL_MAX && ticket_cell(x, k, first, end)))
					x->blocks[k].keep = 1;  /* not its ticket links */
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
 * too: "<h2 class=cBox-header>"), or right over the box that the rows open,
 * its sibling: a holiday calendar's "<h2>Gesetzliche Feiertage 2027</h2>
 * <div class=holiday-list><div class=holiday-row>" ("Neujahr" | "1. Jänner
 * 2027, Freitag"), which went as a heading over nothing before the rows
 * were kept. */
#define GRID_ROWS 4
#define GRID_MAX 80
int grid_pair(const struct extractor *x, int i, int c)
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
		int box = nd[r].parent, hp = h ? nd[h->owner].parent : -1;
		if (h && (h->tag & (F_HEAD | F_H1)) == F_HEAD && !h->link_chars &&
		    h->chars < GRID_MAX &&
		    (hp == box ||
		     (box > c && hp == nd[box].parent && nd[box].first_block == i)) &&
		    (nd[h->owner].nearest_neg <= c || named_head(x, h)))
			h->keep = 1;
		i = j - 1;
	}
}

/* A results box's rows in the body, each a box of inline parts on one
 * line, a name and its figures (an election's "<div
 * class=election-results__row><span>CDU</span><span>18,9 %</span><span>
 * +3,2</span></div>", "Lista civica 12,4 % 3 seggi", "Partido Popular
 * 33,1 % 137", a league table's "Werder Bremen 12 25:18 21"): too short
 * each to weigh, they went with the source line under them ("Quelle:
 * Stadt Tübingen, vorläufiges Endergebnis"). FIG_ROWS or more boxes in a
 * run, siblings of one tag and class in the container, each one block of
 * a word and two figures or more, link-free, under GRID_MAX characters,
 * outside boilerplate, with a kept block among the FIG_ABOVE above them
 * (the text, their heading, their head row) and one of the container
 * after them, are kept. */
#define FIG_ROWS 4
#define FIG_ABOVE 3
static int fig_line(const struct extractor *x, int i, int c)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int o = b->owner;
	if (b->link_chars || b->chars >= GRID_MAX || b->words < 2 ||
	    nd[o].first_block != i || nd[o].end_block != i + 1 || !nd[o].cls || o <= c ||
	    nd[o].nearest_neg > c || nd[o].nearest_meta > c || (b->tag & (F_HEAD | F_TD)))
		return 0;
	const char *s = x->text.p + b->off;
	int figs = 0, alpha = 0;
	for (size_t k = 0; k < b->len; k++) {
		unsigned char ch = (unsigned char)s[k];
		if (isdigit(ch) && (k == 0 || !isdigit((unsigned char)s[k - 1])) &&
		    !(k >= 2 && (s[k - 1] == ',' || s[k - 1] == '.') &&
		      isdigit((unsigned char)s[k - 2])))
			figs++;
		alpha |= isalpha(ch) || (ch >= 0xC3 && ch <= 0xD4);  /* Latin, Greek, Cyrillic */
	}
	return figs >= 2 && alpha;
}

static int fig_row(const struct extractor *x, int i, int c)
{
	return x->blocks[i].keep <= 0 && fig_line(x, i, c);
}

/* The line that opens the box of such rows, kept, right over them, is
 * the chart's head, named a title or a head ("<div class=chart-results__
 * title>Suffrages exprimés, en %</div>", "Stimmenanteile in Prozent",
 * "Voti validi, in %"): no link, under GRID_MAX characters, no sentence,
 * no heading, outside boilerplate; it stays with them. */
static int fig_head(const struct extractor *x, int i, int c, int end)
{
	const struct node *nd = x->nodes;
	const struct block *h = &x->blocks[i];
	int p = nd[h->owner].parent;
	if (h->keep > 0 || h->link_chars || h->chars >= GRID_MAX || i + FIG_ROWS >= end ||
	    p < 0 || nd[p].first_block != i || nd[h->owner].nearest_neg > c ||
	    (h->tag & (F_HEAD | F_H1 | F_TD | F_LI)) || ends_sentence(x->text.p + h->off, h->len))
		return 0;
	for (int k = i + 1; k <= i + FIG_ROWS; k++)
		if (x->blocks[k].keep <= 0 || nd[x->blocks[k].owner].parent != p ||
		    nd[x->blocks[k].owner].cls != nd[x->blocks[i + 1].owner].cls ||
		    nd[x->blocks[k].owner].cls == nd[h->owner].cls || !fig_line(x, k, c))
			return 0;
	return 1;
}

static void keep_fig_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		if (!fig_row(x, i, c))
			continue;
		int o = x->blocks[i].owner, j = i + 1, before = 0;
		for (int k = i - 1; k >= first && k >= i - FIG_ABOVE && !before; k--)
			before = x->blocks[k].keep > 0;
		while (j < end && fig_row(x, j, c) && nd[x->blocks[j].owner].parent == nd[o].parent &&
		       nd[x->blocks[j].owner].cls == nd[o].cls &&
		       nd[x->blocks[j].owner].tag == nd[o].tag)
			j++;
		int after = 0;
		for (int k = j; k < end && !after; k++)
			after = x->blocks[k].keep > 0;
		if (j - i >= FIG_ROWS && before && after)
			for (int k = i; k < j; k++)
				x->blocks[k].keep = 1;
		i = j;
	}
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep <= 0 && fig_head(x, i, c, end))
			x->blocks[i].keep = 1;
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

/* An event's date and hour under the heading of its facts, after the
 * text ("Termin und Ort" over "<p class=event-date>Sonntag, 13. Dezember
 * 2026, 17:00 Uhr</p>" over the place; "Date et lieu", "Fecha y lugar"):
 * a dropped line under a date hint, under EVENT_WHEN characters, no link
 * and no sentence, that holds a date, in a box of EVENT_BOX blocks at
 * most with a kept heading (h2-h6) right above it and a kept line of no
 * sentence right under it (the place), with prose kept above the box, is
 * the event's and stays. A story's dateline has its dropped h1 over it; a
 * live blog's entry its text, sentences, under its stamp. */
#define EVENT_WHEN 80
#define EVENT_BOX 4
static void keep_event_when(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *h = b - 1, *n = b + 1;
		int m = nd[b->owner].nearest_meta, p = nd[b->owner].parent;
		if (b->keep > 0 || m <= c || b->link_chars || b->chars >= EVENT_WHEN ||
		    (h->tag & (F_HEAD | F_H1)) != F_HEAD || h->keep <= 0 || h->link_chars ||
		    n->keep <= 0 || n->chars >= EVENT_WHEN * 2 || p <= c ||
		    nd[p].end_block - nd[p].first_block > EVENT_BOX ||
		    nd[p].first_block > i - 1 || nd[p].end_block < i + 2)
			continue;
		const char *s = x->text.p + b->off;
		if (ends_sentence(s, b->len) || ends_sentence(x->text.p + n->off, n->len) ||
		    !dated(s, b->len) || !body_before(x, first, i - 1))
			continue;
		b->keep = 2;
	}
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

/* A campaign's page after its call to sign: a petition's text, then its
 * box with the signing form ("<aside class=corgi-sign>...<form>", "<div
 * class=petition-sign><h2>Jetzt unterschreiben</h2><form>"), then the
 * petitioner's short updates ("Petition passes 2,000 signatures",
 * "Übergabe im Sportausschuss") and the signers' reasons or the readers'
 * pros and cons ("142 Stimmen"): these are the platform's, not the text.
 * The first form in container c, no post's (post_form), below SIGN_BODY
 * characters of kept prose, in a box outside the box of the last of
 * them, itself or a box round it named for signing (H_SIGNBOX: a
 * newsletter's "sign-up" box is not); after that box, each kept block
 * under SIGN_AFTER characters and no h1, to the container's end: they
 * go, with the box. */
#define SIGN_BODY 500
#define SIGN_AFTER 150
static void drop_after_sign(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int i = first, f = -1, last = -1;
	long above = 0;
	for (; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (nd[b->owner].nearest_form > c) {
			f = nd[b->owner].nearest_form;
			break;
		}
		if (b->keep > 0 && is_prose(b)) {
			above += b->chars;
			last = i;
		}
	}
	if (f < 0 || last < 0 || above < SIGN_BODY || post_form(x, f))
		return;
	int box = f, sign = !!(nd[f].hint & H_SIGNBOX);
	while (nd[box].parent > c && nd[nd[box].parent].first_block > last) {
		box = nd[box].parent;
		sign |= !!(nd[box].hint & H_SIGNBOX);
	}
	if (!sign || nd[box].parent < 0 || nd[nd[box].parent].first_block > last)
		return;
	int kept = 0;
	for (int k = nd[box].end_block; k < end; k++) {
		const struct block *b = &x->blocks[k];
		if (b->keep <= 0)
			continue;
		if (b->chars >= SIGN_AFTER || (b->tag & F_H1))
			return;
		kept++;
	}
	for (int k = nd[box].first_block; kept && k < end; k++)
		x->blocks[k].keep = 0;  /* the box's call too ("Jetzt unterschreiben") */
}

/* An offer's box in the text: a fashion list's shopping card under each
 * item ("Midikleid aus Leinen 79,95 \xE2\x82\xAC bei Mango" over "Jetzt kaufen*"), a
 * product box after a workout ("Unsere Empfehlung" over the mat's name,
 * "29,99 \xE2\x82\xAC", "Bei Amazon ansehen" and "Preis inkl. MwSt."), a beauty
 * list's offers ("Nuxe" over "Pharmacie Lafayette 44,90 \xE2\x82\xAC Acheter",
 * "\xC2\xA3" "650 at John Lewis", "Acquista ora"). The largest named box below
 * the container around a shop's call (buy_call), or the call's own line
 * ("Kleid von Zara, 49,95 \xE2\x82\xAC hier kaufen*", "Preis: 49,95 \xE2\x82\xAC |
 * Zum Shop"), of BUY_BLOCKS blocks at most, that holds a price under
 * BUY_LINE characters and no h1 nor a
 * sentence of BUY_WORDS words or more, goes, and its heading (the
 * product's, "<h3>Midikleid aus Leinen</h3>") with it where the item's box
 * holds its own kept heading above it; the item's name and text above it,
 * in the item's box, stay. A box with one short blurb, a sentence under
 * BUY_BLURB characters, is an offer too: a cleaning blog's product block
 * between its steps ("The Pink Stuff Cleaning Paste", "\xC2\xA3" "3.50",
 * "A cult favourite for scrubbing the drawer and seal.", "Shop now"; "Das
 * Allround-Hausmittel für Küche und Bad.", "Bei Amazon ansehen*"). */
#define BUY_BLOCKS 8
#define BUY_WORDS 8
#define BUY_BLURB 60
static void drop_buy_box(struct extractor *x, int c, int first, int end)
{
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF",
	};
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!b->link_chars || b->chars >= BUY_LINE || !buy_call(b, x->text.p + b->off))
			continue;
		int box = -1;
		for (int a = b->owner; a > c; a = nd[a].parent) {
			int fb = nd[a].first_block, eb = nd[a].end_block, ok = 1, price = 0;
			int heads = 0, blurbs = 0;
			if (eb - fb > BUY_BLOCKS)
				break;
			for (int j = fb; j < eb && ok; j++) {
				const struct block *e = &x->blocks[j];
				const char *t = x->text.p + e->off;
				int sent = e->words >= BUY_WORDS && ends_sentence(t, e->len);
				heads += (e->tag & F_HEAD) != 0;
				blurbs += sent;
				ok = !(e->tag & F_H1) &&
				     (!sent || (e->chars < BUY_BLURB && blurbs == 1));
				price |= e->chars < BUY_LINE && has_digit(t, e->len) &&
				         HAS_ANY_CI(t, e->len, cur);
			}
			/* a card's heading, the product's name, goes with it
			 * where the item's box holds its own kept heading above
			 * the card (the box no further up); a card that is the
			 * item stays */
			int ih = nd[nd[a].parent].first_block, named = heads;
			while (ih < fb && ih >= first && !(x->blocks[ih].tag & F_HEAD))
				ih++;
			if (heads && ih < fb && x->blocks[ih].keep > 0)
				heads = 0;
			if (!ok || heads)
				break;
			if (price && (nd[a].cls || eb - fb == 1))
				box = a;
			if (named)
				break;
		}
		if (box >= 0) {
			unkeep(x, nd[box].first_block, nd[box].end_block);
			i = nd[box].end_block - 1;
		}
	}
}

/* A game's, a film's or a product's facts box under the article, past
 * the end of its text (a source line, a share bar: a block dropped as
 * boilerplate after the last kept sentence), its name and its facts one on
 * a line: "Ashen Frontier" "Genre: Action-Rollenspiel" "Release:
 * 12.09.2026" "Plattformen: PC, PS5, XSX" "Alle Artikel zum Spiel"
 * ("Genre : RPG", "Género: Acción", "Uscita: 2026"). A kept block of
 * TAIL_FACTS+ lines under TAIL_LINE characters, no line closing a sentence,
 * two or more of them a label of two words at most and a colon, that
 * is the container's last kept block, goes. */
#define TAIL_FACTS 3
#define TAIL_LINE 60
static int facts_lines(const char *s, size_t n)
{
	int lines = 0, labels = 0;
	for (size_t a = 0; a < n;) {
		size_t e = a;
		while (e < n && s[e] != '\n')
			e++;
		size_t colon = a, sp = 0;
		while (colon < e && s[colon] != ':' && colon - a < 24)
			sp += s[colon++] == ' ';
		if (e - a >= TAIL_LINE || ends_sentence(s + a, e - a))
			return 0;
		lines++;
		labels += colon > a && colon < e && s[colon] == ':' && sp <= 2 && colon + 1 < e;
		a = e + 1;
	}
	return lines >= TAIL_FACTS && labels >= 2 ? lines : 0;
}

static void drop_tail_facts(struct extractor *x, int c, int first, int end)
{
	int last = end - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	if (last <= first)
		return;
	struct block *b = &x->blocks[last];
	if (b->chars >= TAIL_LINE * 8 || !facts_lines(x->text.p + b->off, b->len))
		return;
	/* a block of boilerplate dropped between it and the last sentence */
	int gap = 0;
	for (int j = last - 1; j >= first; j--) {
		const struct block *e = &x->blocks[j];
		if (e->keep > 0) {
			if (gap && ends_sentence(x->text.p + e->off, e->len))
				b->keep = 0;
			return;
		}
		gap |= x->nodes[e->owner].nearest_neg > c;
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

/* A news list's item under the page's text ("Aktuelles", a Contao news
 * list's "layout_latest": "20.02.2025" over "<h3><a>Neue Selbstverbuchung
 * im Erdgeschoss</a></h3>", its summary named a teaser and its
 * "Weiterlesen ..." gone; "Ultime notizie", "Actualités", "Nieuws") is a
 * card of a short linked title that the card rules keep as a service's.
 * A kept heading all link (not to its own anchor), right under a kept date
 * in figures (as drop_teaser_dates') in a box of DATED_BOX blocks at most
 * that holds both, the block after it dropped, is a teaser's title where
 * TEASER_RUN or more stand in the container: titles and dates go, and the
 * list's heading heads nothing (drop_orphan_heads). */
#ifndef DATED_BOX
#define DATED_BOX 6
#endif
static int dated_head(const struct extractor *x, int i, int first, int end)
{
	const struct block *h = &x->blocks[i], *d = h - 1;
	if (i <= first || i + 1 >= end || h->keep <= 0 || !(h->tag & F_HEAD) ||
	    h->chars >= TEASER_MAX || h->link_chars * 5 < h->chars * 4 ||
	    h->anchor_chars * 2 >= h->link_chars || h[1].keep > 0 || d->keep <= 0 ||
	    d->chars >= TEASER_DATE || d->words > 3 || d->link_chars ||
	    (d->tag & (F_HEAD | F_TR)) || in_cell(x->nodes, d) >= 0)
		return 0;
	int p = x->nodes[h->owner].parent;
	if (p < 0 || x->nodes[p].first_block > i - 1 ||
	    x->nodes[p].end_block - x->nodes[p].first_block > DATED_BOX)
		return 0;
	return figure_date(x->text.p + d->off, d->len);
}

static void drop_dated_heads(struct extractor *x, int first, int end)
{
	int n = 0;
	for (int i = first + 1; i < end && n < TEASER_RUN; i++)
		n += dated_head(x, i, first, end);
	if (n < TEASER_RUN)
		return;
	for (int i = first + 1; i < end; i++)
		if (dated_head(x, i, first, end))
			x->blocks[i].keep = x->blocks[i - 1].keep = 0;
}

/* A review's author line over its text: the reviewer's name, marked the
 * author (itemprop=author, an inline element under a byline's hint), and
 * who and when run on after it ("Sandra (41-45)Paar • Verreist im Juli
 * 2024", "Marco, Milano · Soggiorno a luglio", "Claire – voyage en
 * couple"), in the box of the review whose text is marked its body
 * (itemprop=reviewBody, H_ITEMTEXT) within REVIEW_NEAR blocks below: no
 * text of the review's, as its author's box in a forum is none. */
#ifndef REVIEW_NEAR
#define REVIEW_NEAR 4
#endif
static void drop_review_authors(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || !b->imeta || !b->meta_chars || !b->other_chars ||
		    b->link_chars || b->chars >= 80 || (b->tag & F_HEAD) ||
		    !(nd[b->imeta - 1].hint & H_META) ||
		    ends_sentence(x->text.p + b->off, b->len))
			continue;
		for (int j = i + 1; j < end && j <= i + REVIEW_NEAR; j++) {
			int t = x->blocks[j].owner, n = 0;
			while (t >= 0 && n < 3 && !(nd[t].hint & H_ITEMTEXT)) {
				t = nd[t].parent;
				n++;
			}
			if (t < 0 || !(nd[t].hint & H_ITEMTEXT))
				continue;
			/* the text's box and the line share the review's box */
			int a = b->owner;
			for (int m = 0; a >= 0 && a != nd[t].parent && m < 4; m++)
				a = nd[a].parent;
			if (a == nd[t].parent)
				b->keep = 0;
			break;
		}
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
 * none: an answer is the page's text. So is a vote's tally that a figure
 * opens under a hiker's tip or a customer's review ("12 found this
 * helpful", "12 Personen fanden dies hilfreich", "12 personnes ont trouvé
 * cela utile", "12 persone l'hanno trovato utile", "12 mensen vonden dit
 * nuttig"; "5 people found this answer helpful" is an answer's). */
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
	static const char *const tally[] = {
		"found this helpful", "found this useful", "fanden dies hilfreich",
		"fanden das hilfreich", "fanden diese bewertung hilfreich",
		"ont trouv\xC3\xA9 cela utile", "ont trouv\xC3\xA9 cet avis utile",
		"l'hanno trovato utile", "vonden dit nuttig", "vonden dit handig",
	};
	return n && isdigit((unsigned char)s[0]) && HAS_ANY_CI(s, n, tally);
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

/* A section of guests' or hikers' reviews closing a page: a hotel's
 * "Gästebewertungen" under its house rules, a hiking route's "Bewertungen"
 * under its directions ("Bergfex_1982 02.09.2026 Traumhafte Tour, aber
 * wirklich lang."), "Guest reviews", "Avis des voyageurs", "Recensioni
 * degli ospiti", "Opiniones", "Beoordelingen": the readers' posts, as
 * comments are, no text of the page, with no vote line under each
 * (drop_user_reviews). A box named for reviews (H_REVIEWS: "hp-reviews",
 * "oax-reviews") below the container, that opens with a heading of
 * REVIEW_HEAD bytes or fewer naming reviews in the plural, goes when the
 * container keeps more prose above it than the box keeps (a page of
 * nothing but reviews keeps them). */
#ifndef REVIEW_HEAD
#define REVIEW_HEAD 48
#endif
static void drop_review_section(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {"bewertungen", "rezensionen", "reviews", "avis",
		"recensioni", "opiniones", "opinioni", "rese\xC3\xB1" "as", "valoraciones",
		"beoordelingen", "recensies"};
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		const struct block *h = &x->blocks[i];
		if (!(h->tag & F_HEAD) || h->link_chars || h->len > REVIEW_HEAD ||
		    !HAS_ANY_CI(x->text.p + h->off, h->len, w))
			continue;
		/* the outermost box named for reviews that opens with it */
		int a = -1;
		for (int p = h->owner; p > c && nd[p].first_block == i; p = nd[p].parent)
			if (nd[p].hint & H_REVIEWS)
				a = p;
		if (a < 0 || nd[a].end_block > end)
			continue;
		long in = kept_chars(x, i, nd[a].end_block), above = 0;
		for (int j = first; j < i; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
				above += x->blocks[j].chars;
		if (above > in)
			unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A classified ad's or an auction's bids under it, a heading over who bid
 * how much when ("Biedingen" over "Thijs – € 380 – 23 nov.", "Gebote",
 * "Bids", "Enchères", "Pujas", "Offerte") and the button to bid: the
 * buyers' lines, no text of the item. A heading, no link, that opens its
 * box and is one of these words, over lines that are each under BID_LINE
 * bytes with a figure and a currency (one at least), or links alone, to
 * the box's end: the box goes, after the rules that keep lines with a
 * date and a time (an event's, keep_event_when) had their say. */
#define BID_LINE 80
static void drop_bid_list(struct extractor *x, int first, int end)
{
	static const char *const head[] = {
		"biedingen", "gebote", "bids", "bid history", "ench\xC3\xA8res",
		"historique des ench\xC3\xA8res", "pujas", "historial de pujas", "offerte",
		"aktuelle gebote", "gebotsverlauf", "huidige biedingen", "le offerte",
	};
	static const char *const cur[] = {"\xE2\x82\xAC", "$", "\xC2\xA3", "eur", "chf"};
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		const struct block *h = &x->blocks[i];
		if (!(h->tag & F_HEAD) || h->link_chars || h->chars > 32)
			continue;
		const char *s = x->text.p + h->off;
		size_t n = h->len;
		if (n && s[n - 1] == ':')
			n--;
		int p = nd[h->owner].parent;
		if (p < 0 || nd[p].first_block != i || nd[p].end_block > end ||
		    !word_is(s, n, head, sizeof head / sizeof *head))
			continue;
		int j = i + 1, bids = 0;
		for (; j < nd[p].end_block; j++) {
			const struct block *b = &x->blocks[j];
			const char *t = x->text.p + b->off;
			if (b->chars && b->link_chars == b->chars)
				continue;
			if (b->len >= BID_LINE || b->link_chars || !has_digit(t, b->len) ||
			    !has_any_ci(t, b->len, cur, sizeof cur / sizeof *cur))
				break;
			bids++;
		}
		if (j == nd[p].end_block && bids)
			unkeep(x, i, j);
	}
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

/* An issue's or a pull request's events between its posts (event_line:
 * "klaus-b hat die Änderungen genehmigt vor 6 Tagen", "m.oezdemir hat
 * 4fa2b9e hinzugefügt ... vor 6 Tagen"), EVENT_RUN or more kept lines of
 * the kind in the container, each alone in its box: the tracker's log
 * (Gitea's, Forgejo's "timeline-item event"), no post's text; they go. */
#ifndef EVENT_RUN
#define EVENT_RUN 2
#endif
static int thread_event(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	if (b->keep <= 0 || b->lead < 3)  /* event_line's name */
		return 0;
	const struct node *nd = x->nodes;
	int a = b->owner;
	/* the box of this line alone, up to the event's own */
	while (nd[a].parent >= 0 && nd[a].end_block - nd[a].first_block < 2 &&
	       nd[nd[a].parent].end_block - nd[nd[a].parent].first_block < 2)
		a = nd[a].parent;
	return nd[a].first_block == i && nd[a].end_block == i + 1 && event_line(x, b);
}

static void drop_thread_events(struct extractor *x, int first, int end)
{
	/* one is enough in an issue's timeline (comment_thread 2): the
	 * others weighed too little to stay ("Nadia Benali a fermé via la
	 * demande de fusion !487 · il y a 4 jours") */
	int run = 0, need = x->cthread == 2 ? 1 : EVENT_RUN;
	for (int i = first; i < end && run < need; i++)
		run += thread_event(x, i);
	if (run < need)
		return;
	for (int i = first; i < end; i++)
		if (thread_event(x, i))
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
 * with a box named so ("<div class=kontaktbox>", TYPO3's "contact-box";
 * or, named none, the box around the last kept block that opens with a
 * heading: a lecturer's course page's side column of Bootstrap cards,
 * "<h5 class=card-title>Contatti" over the department's address)
 * under the heading "Kontakt" alone ("Contact", "Contatti", "Contacto",
 * "Ansprechpartner"): a name, a room, a phone number and an e-mail
 * address, the same box on each of the site's pages, no text of this one
 * (a press release's "Pressekontakt", "Firmenkontakt" under its text is
 * the release's own and stays). The box, below container c, holds the
 * last kept block (past a heading kept alone after it), opens with that
 * heading (or is the nearest box so named above one that does not: a
 * member of parliament's offices), and its kept lines are short
 * and no sentence (each line, a block's set apart by <br>, under
 * CONTACT_LINE bytes; no full stop at a block's end), with CONTACT_BODY
 * characters of prose kept above it. A release's box stays: a wire
 * service's "Contacts" with a line that opens with a press contact's
 * label ("Pressekontakt", "Media contact", "Investor Relations",
 * "Ufficio stampa", "Prensa", "Persvoorlichting"), and a city's or a
 * university's box of whom to ask, a line of CONTACT_WHO bytes or more
 * with a digit and two commas or more ("Stefan Fritschi, Stadtrat,
 * Vorsteher Departement Technische Betriebe, Telefon 052 267 51 11"): a
 * chair's box sets its name, room and phone on lines of their own. */
#ifndef CONTACT_LINE
#define CONTACT_LINE 120
#endif
#ifndef CONTACT_BODY
#define CONTACT_BODY 300
#endif
#ifndef CONTACT_WHO
#define CONTACT_WHO 60
#endif
static void drop_contact_box(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {"kontakt", "contact", "contacts", "contatti",
		"contatto", "contacto", "contactos", "ansprechpartner",
		"ansprechpartnerin", "ansprechperson"};
	const struct node *nd = x->nodes;
	/* (past a heading kept alone at the end, its list of links
	 * dropped: a member of parliament's "Letzte Reden im Plenum") */
	int last = end - 1;
	while (last >= first && (x->blocks[last].keep <= 0 || (x->blocks[last].tag & F_HEAD)))
		last--;
	if (last < first)
		return;
	int a = x->blocks[last].owner, h;
	/* (or a box of such boxes under that heading: a member of
	 * parliament's "Kontakt" over "Landtagsbüro" and "Wahlkreisbüro",
	 * each a box named a contact of its own) */
	for (;;) {
		while (a > c && !(nd[a].hint & H_CONTACT))
			a = nd[a].parent;
		if (a <= c)
			break;
		h = nd[a].first_block;
		const struct block *hb = &x->blocks[h];
		size_t n = hb->len;
		const char *s = x->text.p + hb->off;
		if (n && s[n - 1] == ':')
			n--;
		if ((hb->tag & F_HEAD) && hb->keep > 0 && !hb->link_chars &&
		    word_is(s, n, w, sizeof w / sizeof *w))
			break;
		a = nd[a].parent;
	}
	/* or the box around it that opens with a "Kontakt" heading, named
	 * nothing: a course page's side column, "<div class=card-body><h3>
	 * Contatti</h3>" */
	if (a <= c) {
		a = x->blocks[last].owner;
		while (a > c && !(x->blocks[nd[a].first_block].tag & F_HEAD))
			a = nd[a].parent;
		if (a <= c || nd[a].first_block == last)
			return;  /* none, or the heading alone */
		h = nd[a].first_block;
		const struct block *hb = &x->blocks[h];
		size_t n = hb->len;
		const char *s = x->text.p + hb->off;
		if (n && s[n - 1] == ':')
			n--;
		if (hb->keep <= 0 || hb->link_chars || !word_is(s, n, w, sizeof w / sizeof *w))
			return;
	}
	static const char *const press[] = {
		"presse", "press", "media", "medien", "investor", "stampa", "prensa",
		"persvoorlicht", "perscontact", "persdienst",
	};
	for (int j = h + 1; j < nd[a].end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		const char *t = x->text.p + b->off, *e = t + b->len;
		if (ends_sentence(t, b->len) || STARTS_ANY_CI(t, b->len, press))
			return;
		for (const char *nl; t < e; t = nl + 1) {
			nl = memchr(t, '\n', (size_t)(e - t));
			if (!nl)
				nl = e;
			if (nl - t >= CONTACT_LINE)
				return;
			/* "Stefan Fritschi, Stadtrat, Vorsteher Departement
			 * Technische Betriebe, Telefon 052 267 51 11": whom a
			 * release names for questions, each on one line */
			if (nl - t >= CONTACT_WHO && has_digit(t, (size_t)(nl - t))) {
				int commas = 0;
				for (const char *q = t; q < nl; q++)
					commas += *q == ',';
				if (commas >= 2)
					return;
			}
		}
	}
	long body = 0;
	for (int j = first; j < h; j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			body += x->blocks[j].chars;
	if (body >= CONTACT_BODY)
		unkeep(x, h, nd[a].end_block);
}

/* A vendor's sales contact card under a product page's or a case study's
 * text, in a box of its own however named: a label that names the person
 * ("Ihr Ansprechpartner", "Ihre Ansprechpartnerin", "Your contact", "Un
 * conseiller à votre écoute", "Il tuo referente", "Uw contactpersoon"),
 * a name, a role and a phone number or an e-mail address. The box, below
 * container c, after the body's last paragraph (TEASER_LAST characters
 * or more, CONTACT_BODY of prose kept above it), holds SALES_BLOCKS
 * blocks and SALES_CHARS characters at most, the label under SALES_LABEL
 * characters and no sentence: the seller's, no part of the page's text.
 * A press release's "Medienkontakt" names no person and stays. */
#ifndef SALES_BLOCKS
#define SALES_BLOCKS 6
#endif
#ifndef SALES_CHARS
#define SALES_CHARS 300
#endif
#ifndef SALES_LABEL
#define SALES_LABEL 60
#endif
static void drop_sales_card(struct extractor *x, int c, int first, int end)
{
	static const char *const who[] = {
		"ansprechpartner", "ansprechperson", "your contact", "contact person",
		"conseill", "interlocut", "referente", "contactpersoon", "berater",
		"consulente", "asesor",
	};
	const struct node *nd = x->nodes;
	int body_last = -1;
	long body = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]) &&
		    x->blocks[i].chars >= TEASER_LAST)
			body_last = i;
	for (int i = first; i <= body_last; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body_last < 0 || body < CONTACT_BODY)
		return;
	for (int j = body_last + 1; j < end; j++) {
		if (x->blocks[j].keep <= 0)
			continue;
		int a = -1;
		for (int k = x->blocks[j].owner, up = 0; k > c && up < 4; k = nd[k].parent, up++) {
			if (nd[k].first_block <= body_last ||
			    nd[k].end_block - nd[k].first_block > SALES_BLOCKS ||
			    nd[k].tchars > SALES_CHARS)
				break;
			a = k;
		}
		if (a < 0)
			continue;
		int label = 0, reach = 0, sentence = 0;
		for (int i = nd[a].first_block; i < nd[a].end_block; i++) {
			const struct block *b = &x->blocks[i];
			const char *s = x->text.p + b->off;
			label |= b->chars < SALES_LABEL && HAS_ANY_CI(s, b->len, who);
			reach |= phone_number(s, b->len) || memchr(s, '@', b->len) != NULL;
			sentence |= ends_sentence(s, b->len);
		}
		if (label && reach && !sentence)
			unkeep(x, nd[a].first_block, nd[a].end_block);
		j = nd[a].end_block - 1;
	}
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

/* A rating widget's gauges: a TV guide's or a game review's list of
 * criteria, each a word and a row of dots, stars or a bar drawn by its
 * style from an empty element beside the word ("<li><span class=\"...
 * __label\">Humor</span><span class=\"rating-dots r2\"></span></li>",
 * "Anspruch", "Action"; "Grafik", "Sound"; "Body", "Säure"). A run of
 * GAUGE_RUN or more kept items of one list, each one word of GAUGE_LINE
 * characters at most, no link, that opens with an element named a label
 * and holds another element with a class (the gauge: the item's text is
 * the label alone), goes, and with it the smallest box round the list of
 * GAUGE_BLOCKS blocks and GAUGE_CHARS characters at most (its verdict,
 * "Daumen hoch", the score). A fact box's rows hold their values as
 * words ("Regie Paula Krämer"). */
#define GAUGE_RUN 3
#define GAUGE_LINE 24
#define GAUGE_BLOCKS 10
#define GAUGE_CHARS 300
static int gauge_item(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int l = b->owner, kids = 0;
	if (!(b->tag & F_LI) || b->keep <= 0 || b->link_chars || b->chars > GAUGE_LINE ||
	    b->words != 1 || !b->lab || nd[l].end_block - nd[l].first_block != 1)
		return 0;
	for (int k = l + 1; k < x->nnodes && nd[k].parent >= l; k++) {
		if (nd[k].parent != l)
			continue;
		if (!nd[k].cls || (nd[k].tag & (F_BLOCK | F_SKIP)))
			return 0;
		kids++;
	}
	return kids >= 2;
}

static void drop_gauges(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		if (!gauge_item(x, &x->blocks[i]))
			continue;
		int p = nd[x->blocks[i].owner].parent, j = i + 1;
		while (j < end && gauge_item(x, &x->blocks[j]) && nd[x->blocks[j].owner].parent == p)
			j++;
		if (j - i < GAUGE_RUN || p <= c) {
			i = j - 1;
			continue;
		}
		int a = p;
		while (nd[a].parent > c && nd[nd[a].parent].end_block - nd[nd[a].parent].first_block <=
		       GAUGE_BLOCKS && nd[nd[a].parent].tchars <= GAUGE_CHARS)
			a = nd[a].parent;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A petition's or a fundraiser's progress box, its bar and its counts
 * ("<div class=petition-progress><div class=progress-bar></div><p>3.126
 * Unterstützende</p><p>78 % vom Quorum erreicht</p><p>Noch 19 Tage</p>",
 * "12.340 € von 20.000 €", "1 204 signatures sur 2 000", "Mancano 12
 * giorni"): a box named a progress (H_PROGRESS), PROG_UP levels up at
 * most from a kept line in the container, of PROG_BLOCKS blocks or fewer,
 * each under PROG_LINE characters, link-free and no sentence, one with a
 * figure: the widget's, all its lines go. */
#define PROG_UP 3
#define PROG_BLOCKS 6
#define PROG_LINE 80
static void drop_progress_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars >= PROG_LINE || b->link_chars)
			continue;
		int a = b->owner;
		for (int k = 0; k < PROG_UP && a > c && !(nd[a].hint & H_PROGRESS); k++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_PROGRESS) ||
		    nd[a].end_block - nd[a].first_block > PROG_BLOCKS)
			continue;
		int ok = 1, fig = 0;
		for (int k = nd[a].first_block; k < nd[a].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			const char *s = x->text.p + e->off;
			ok = e->chars < PROG_LINE && !e->link_chars && !ends_sentence(s, e->len);
			fig |= has_digit(s, e->len);
		}
		if (ok && fig)
			unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A box's heading over its definition list of facts: a directory
 * entry's "Kontaktdaten" ("Contactgegevens", "Coordonnées") over "<dl>
 * <dt>Telefon</dt><dd>0541 123456</dd>...", after the entry's buttons.
 * The heading, named a title, is decided by its neighbours when the
 * terms are not yet kept (a later rule keeps the list whole) and went
 * with the buttons above it: one right over FACTS_HEAD or more kept
 * blocks of a <dl> in the same box, no link and no boilerplate hint,
 * heads them and is kept. So does one over a table of facts' kept cells,
 * a plant profile's "Steckbrief" after a table of contents' links, a
 * club's "Doelpunten" over "Speler | Doelpunten", "Fiche technique". A
 * box's title set as a bold line and no heading heads them too: a
 * parenting portal's "<div class=factbox><p class=factbox__title><strong>
 * Dein Baby in SSW 24 auf einen Blick</strong></p><table>", "Scheda
 * tecnica", "Ficha técnica", "At a glance" (all its text bold, under
 * FACTS_BOLD characters, no sentence); and so does a line in a box of its
 * own named a header and nothing else, the title of a card over the
 * card's body: Bootstrap's "<div class=card-header>Steckbrief</div><div
 * class=card-body><dl>" on a breed profile (facts_title returns 2: its
 * boilerplate hint is its own name). */
#define FACTS_HEAD 4
#define FACTS_BOLD 60
static int facts_title(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	if ((b->tag & (F_HEAD | F_H1)) == F_HEAD)
		return 1;
	if ((b->tag & (F_H1 | F_LI | F_TD | F_DT)) || b->chars >= FACTS_BOLD ||
	    ends_sentence(x->text.p + b->off, b->len))
		return 0;
	if (o->nearest_neg == b->owner && o->negkey == neg_bit("header", 6))
		return 2;
	return b->bold_chars >= b->chars;
}

static void keep_facts_head(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + FACTS_HEAD < end; i++) {
		struct block *b = &x->blocks[i];
		int ft = b->keep > 0 || b->link_chars ? 0 : facts_title(x, b);
		if (!ft || !(b[1].tag & (F_DT | F_TD)) || b[1].keep <= 0 ||
		    (nd[b->owner].nearest_neg > c && ft != 2))
			continue;
		int p = nd[b->owner].parent, a = b[1].owner, n = 0;
		while (a > p)
			a = nd[a].parent;
		for (int j = i + 1; j < end && x->blocks[j].keep > 0 &&
		     (x->blocks[j].tag & (F_LI | F_TD)) && n < FACTS_HEAD; j++)
			n++;
		if (a == p && n >= FACTS_HEAD)
			b->keep = 1;
	}
}

/* A profile's fact box set in an <aside> between the paragraphs of the
 * body: a plant's "<aside class=scheda-pianta><h3>Scheda della pianta
 * </h3><ul><li><strong>Famiglia:</strong> Hydrangeaceae</li>...", a
 * breed's "Steckbrief", "Fiche", "Ficha", "At a glance". The aside's tag
 * names it boilerplate; but one below the container, no link in it, of a
 * heading at most and ASIDE_ROWS or more items, rows or terms, each under
 * ASIDE_ROW characters and a label with its colon or a term, with kept
 * prose before and after it, is the profile's table and kept whole. */
#define ASIDE_ROWS 4
#define ASIDE_ROW 100
#define ASIDE_MAX 16
static int aside_facts(const struct extractor *x, int a, int first, int end)
{
	const struct node *nd = x->nodes;
	int fb = nd[a].first_block, eb = nd[a].end_block, rows = 0;
	if (fb <= first || eb >= end || eb - fb > ASIDE_MAX)
		return 0;
	for (int j = fb; j < eb; j++) {
		const struct block *e = &x->blocks[j];
		const char *t = x->text.p + e->off;
		const char *colon = memchr(t, ':', e->len < 40 ? e->len : 40);
		if (e->link_chars || e->chars >= ASIDE_ROW)
			return 0;
		if ((e->tag & (F_HEAD | F_H1)) == F_HEAD && j == fb)
			continue;  /* its title */
		if (!(e->tag & (F_LI | F_TD | F_DT)) ||
		    !(colon || (e->tag & F_DT) || (j > fb && (e[-1].tag & F_DT))))
			return 0;
		rows++;
	}
	int before = 0, after = 0;
	for (int j = first; j < fb && !before; j++)
		before = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	for (int j = eb; j < end && !after; j++)
		after = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	return rows >= ASIDE_ROWS && before && after;
}

static void keep_aside_facts(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		int a = nd[x->blocks[i].owner].nearest_neg;
		if (a <= c || !(nd[a].tag & F_ASIDE) || nd[a].first_block != i)
			continue;
		if (aside_facts(x, a, first, end))
			for (int j = i; j < nd[a].end_block; j++)
				x->blocks[j].keep = 1;
		i = nd[a].end_block - 1;
	}
}

/* A poem's signature under its last stanza: the poet's name, a place or
 * the month it was written ("Josiane, Thiers, avril 2024", "Oktober
 * 2019", "Ingrid, im Mai 2023"), a short line that weighs as a date line.
 * Under a kept stanza (POEM_LINES or more lines set apart by <br>, each
 * under POEM_LINE characters, no link), a dropped line of POEM_SIGN
 * characters at most, no link, with a year in it and no boilerplate
 * phrase, is the poem's. */
#define POEM_LINES 3
#define POEM_LINE 60
#define POEM_SIGN 60
static int stanza(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off, *e = s + b->len;
	int lines = 0;
	if (b->link_chars)
		return 0;
	for (const char *nl; s < e; s = nl + 1, lines++) {
		nl = memchr(s, '\n', (size_t)(e - s));
		if (!nl)
			nl = e;
		if (nl - s >= POEM_LINE)
			return 0;
	}
	return lines >= POEM_LINES;
}

static void keep_poem_sign(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 || b->link_chars || !b->chars || b->chars > POEM_SIGN ||
		    b[-1].keep <= 0 || !dated(s, b->len) || !stanza(x, &b[-1]) ||
		    boiler_phrase(s, b->len))
			continue;
		b->keep = 1;
	}
}

/* A how-to's list of what it takes, set in a box beside its steps that
 * is named a sidebar ("<aside class=project-sidebar><h2>Das brauchen
 * Sie</h2><h3>Material</h3><ul><li>Trittschalldämmung</li>...", "You will
 * need", "Matériel", "Benodigdheden", "Occorrente"): the guide's own list
 * and no sidebar's. A heading that needs_head names, no link, over a run
 * of NEEDS_ITEMS or more items of a list, each under NEEDS_LINE
 * characters with no link (a sidebar's list is links), the run's own
 * headings named so too ("Werkzeug" under "Material"), is kept whole. */
#define NEEDS_ITEMS 2
#ifndef NEEDS_LINE
#define NEEDS_LINE 100
#endif
static void keep_needs_list(struct extractor *x, int first, int end)
{
	for (int i = first; i + NEEDS_ITEMS < end; i++) {
		const struct block *b = &x->blocks[i];
		if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars || b->chars > 40 ||
		    !needs_head(x->text.p + b->off, b->len))
			continue;
		int j = i + 1, n = 0;
		for (; j < end; j++) {
			const struct block *l = &x->blocks[j];
			if (l->link_chars)
				break;
			if ((l->tag & F_LI) && l->chars < NEEDS_LINE)
				n++;
			else if (!(l->tag & F_HEAD) || l->chars > 40 ||
			         !needs_head(x->text.p + l->off, l->len))
				break;
		}
		if (n < NEEDS_ITEMS)
			continue;
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		i = j - 1;
	}
}

/* A song's stanza set as a box of lines, each line a box of its own
 * ("<div class=par><div>J'ai traversé la ville sous la pluie</div><div>Pour
 * te dire ...</div>", a lyrics translation site's two columns): short
 * lines without a full stop weigh as a menu's, and the stanza came out
 * cut. A box whose blocks are all its own children, VERSE_BOX or more
 * lines of VERSE_WORDS_MIN words or more, each under VERSE_BOX_LINE
 * characters, no link, heading nor list item, no digit and no sentence's
 * stop at its end, most with a word in lower case (a box of names, "Karl
 * Berg, MD, PhD", has none), is kept whole when one of its lines was kept
 * or the box before it in its parent is such a box and kept (the next
 * stanza). */
#define VERSE_BOX 4
#define VERSE_WORDS_MIN 3
#define VERSE_BOX_LINE 80
static int verse_box(const struct extractor *x, int p, int first, int end)
{
	const struct node *nd = x->nodes;
	int a = nd[p].first_block, e = nd[p].end_block;
	if (a < first || e > end || e - a < VERSE_BOX)
		return 0;
	int lower = 0;
	for (int i = a; i < e; i++) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (nd[b->owner].parent != p || b->link_chars || b->words < VERSE_WORDS_MIN ||
		    b->chars >= VERSE_BOX_LINE || (b->tag & (F_HEAD | F_LI | F_TD)) ||
		    memchr(s, '\n', b->len) || has_digit(s, b->len) || s[b->len - 1] == '.')
			return 0;
		for (size_t k = 1; k < b->len; k++)
			if (s[k - 1] == ' ' && islower((unsigned char)s[k])) {
				lower++;
				break;
			}
	}
	return lower * 2 > e - a;  /* words in lower case: no list of names */
}

static void keep_verse_boxes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int last = -1;  /* the last verse box kept, and its parent */
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int p = nd[b->owner].parent;
		if (b->chars >= VERSE_BOX_LINE || b->words < VERSE_WORDS_MIN || p < 0 ||
		    nd[p].first_block != i || !verse_box(x, p, first, end))
			continue;
		int kept = last >= 0 && nd[last].parent == nd[p].parent &&
		           nd[last].end_block == nd[p].first_block;
		for (int k = i; k < nd[p].end_block && !kept; k++)
			kept = x->blocks[k].keep > 0;
		if (kept) {
			for (int k = i; k < nd[p].end_block; k++)
				x->blocks[k].keep = 1;
			last = p;
		}
		i = nd[p].end_block - 1;
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
		if (word_is(x->text.p + b->off, b->len, lang, sizeof lang / sizeof *lang))
			b->keep = 0;
	}
}


/* Does the line open with a price, what follows aside ("21.490 € (Brutto),
 * 18.059 € (Netto)", "€ 450,00 Vraagprijs", "CHF 1'290.- inkl. MwSt.")?
 * The price is its figures and the currency's sign or code up to the
 * first space after both. */
#ifndef ITEM_PRICE
#define ITEM_PRICE 100
#endif
#ifndef ITEM_FORM
#define ITEM_FORM 8
#endif
int opens_price(const char *s, size_t n)
{
	size_t k = 0;
	int dig = 0, cur = 0;
	for (; k < n && k < PRICE_MAX; k++) {
		unsigned char c = (unsigned char)s[k];
		if (c == ' ' && dig && cur)
			break;
		dig |= isdigit(c) != 0;
		cur |= c == '$' || c >= 0xC2 || (c >= 'A' && c <= 'Z');
	}
	return dig && cur && price_only(s, k);
}

/* Is block b a line of an item's price: no link, a short price or a
 * line under ITEM_PRICE characters that opens with one? */
int item_price(const struct extractor *x, const struct block *b)
{
	const char *t = x->text.p + b->off;
	return !b->link_chars && (price_only(t, b->len) || price_line(t, b->len) ||
	                          (b->len < ITEM_PRICE && opens_price(t, b->len)));
}

/* The item's own header box in the container (itemhead: a classified
 * ad's, a hotel's, a product's, "<section class=Listing-header>", not the
 * site's header) holds the item's name and price: its h1, the headline,
 * stays, and so do its lines that are a price ("€ 450,00", "CHF 1'290.-",
 * "ab 89 € pro Nacht"): for a listing the title and price are content,
 * which the golds of a news site's header leave out (its box is named no
 * item's: a byline or a lead in it, or an <article> round it). */
/* The box of a listing's title where none is named a header: an h1 that
 * opens its box right over a price of that box ("<div class=vip-title>
 * <h1>VW Golf 1.5 TSI</h1><div class=price-block>21.490 € (Brutto)"),
 * the item's name and price, no article's headline; a shop's product,
 * its cart's form right below, is none (the shops' golds keep its name
 * and leave its price out, as a price box is dropped); the price may
 * follow its label and a colon within PRICE_LABEL bytes. -1: none. */
#define PRICE_LABEL 24
int title_box(const struct extractor *x)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl + 1 >= x->nblocks || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].link_chars || x->blocks[hl + 1].link_chars)
		return -1;
	int p = nd[x->blocks[hl].owner].parent;
	if (p < 0 || nd[p].first_block != hl || nd[x->blocks[hl + 1].owner].first_block >=
	    nd[p].end_block)
		return -1;
	const char *t = x->text.p + x->blocks[hl + 1].off;
	size_t n = x->blocks[hl + 1].len;
	/* past the price's label, an auction's "Aktuelles Gebot: CHF 420.00",
	 * "Current bid: £85.00", "Enchère actuelle : 120 €" */
	const char *colon = n < ITEM_PRICE ? memchr(t, ':', n < PRICE_LABEL ? n : PRICE_LABEL) :
	                    NULL;
	if (colon && colon + 2 < t + n && colon[1] == ' ' && !has_digit(t, (size_t)(colon - t))) {
		n -= (size_t)(colon + 2 - t);
		t = colon + 2;
	}
	if (n >= ITEM_PRICE || !opens_price(t, n))
		return -1;
	for (int j = x->blocks[hl].owner; j < x->nnodes && nd[j].first_block < hl + ITEM_FORM; j++)
		if (nd[j].tag & F_FORM)
			return -1;
	return p;
}

static void keep_item_head(struct extractor *x, int first, int end)
{
	int h = x->itemhead, hl = x->headline;
	/* and where no box is so named, the title's box (title_box) */
	if (h < 0) {
		if (hl >= first && hl + 1 < end && title_box(x) >= 0)
			x->blocks[hl].keep = x->blocks[hl + 1].keep = 1;
		return;
	}
	if (x->nodes[h].first_block < first || x->nodes[h].end_block > end)
		return;
	x->blocks[x->headline].keep = 1;
	for (int j = x->nodes[h].first_block; j < x->nodes[h].end_block; j++) {
		struct block *b = &x->blocks[j];
		if (item_price(x, b))
			b->keep = 1;
	}
}

/* A list's item's heading over its text in the item's box, dropped as a
 * caption's or a title's line: a gallery slide's ("1. Borgo\xC3\xB1" "a" over
 * "El color de la temporada. ..." in the slide's figcaption), a workout's
 * exercise ("\xC3\x9C" "bung 1: Unterarmst\xC3\xBCtz (Plank)" over the
 * picture's "\xC2\xA9 Men's Fit / Foto: J. Wagner" and the text). A heading
 * (h2-h6) without a link, under ITEM_HEAD characters, after the body has
 * begun, that opens its parent's box of ITEM_BLOCKS blocks at most, one of
 * two or more of its tag and class (the list's items), right over a kept
 * sentence of prose in that box (one dropped line under a caption hint
 * between them passed over, a credit under SLIDE_CREDIT characters and no
 * sentence), stays; a reply's title in a thread ("AW: <subject>") goes as
 * before. */
#define ITEM_HEAD 100
#define ITEM_BLOCKS 4
#define SLIDE_CREDIT 60
/* x->clsn: each class hash of the page's elements, with its count up to
 * two; the table is under half full */
static void count_classes(struct extractor *x)
{
	int cap = 64;
	while (cap < 2 * x->nnodes)
		cap *= 2;
	if (cap > x->capclsn) {
		free(x->clsn);
		x->clsn = xmalloc((size_t)cap * sizeof *x->clsn);
		x->capclsn = cap;
	}
	memset(x->clsn, 0, (size_t)cap * sizeof *x->clsn);
	for (int k = 0; k < x->nnodes; k++) {
		unsigned c = x->nodes[k].cls;
		if (!c)
			continue;
		size_t h = (c * 2654435761u) & (unsigned)(cap - 1);
		while (x->clsn[h].cls && x->clsn[h].cls != c)
			h = (h + 1) & (unsigned)(cap - 1);
		x->clsn[h].cls = c;
		x->clsn[h].n += x->clsn[h].n < 2;
	}
}

/* how many of the page's elements have class hash c (not 0), up to two */
static unsigned class_count(const struct extractor *x, unsigned c)
{
	size_t h = (c * 2654435761u) & (unsigned)(x->capclsn - 1);
	while (x->clsn[h].cls && x->clsn[h].cls != c)
		h = (h + 1) & (unsigned)(x->capclsn - 1);
	return x->clsn[h].n;
}

static void keep_slide_heads(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int scans = 0;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || (b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars ||
		    b->chars >= ITEM_HEAD)
			continue;
		int j = i + 1, p = nd[b->owner].parent;
		const struct block *e = &x->blocks[j];
		if (j + 1 < end && e->keep <= 0 && e->chars < SLIDE_CREDIT &&
		    nd[e->owner].nearest_cap >= 0 && !ends_sentence(x->text.p + e->off, e->len))
			e = &x->blocks[++j];
		if (e->keep <= 0 || !is_prose(e) || p < 0 || nd[p].first_block != i ||
		    nd[p].end_block <= j || nd[p].end_block - i > ITEM_BLOCKS || !nd[p].cls ||
		    !ends_sentence(x->text.p + e->off, e->len) || !body_before(x, first, i) ||
		    thread_subject(x, b))
			continue;
		/* one of two or more of its class: the first candidate scans
		 * the elements, a page of more (a builder's page of thousands
		 * of widgets, each of its own numbered class) counts the
		 * classes once */
		unsigned same = 0;
		if (scans++ == 0) {
			for (int k = 0; k < x->nnodes && same < 2; k++)
				same += nd[k].cls == nd[p].cls;
		} else {
			if (scans == 2)
				count_classes(x);
			same = class_count(x, nd[p].cls);
		}
		if (same >= 2)
			b->keep = 2;
	}
}

/* A row of tabs' labels (role=tablist: Elementor's "elementor-tabs-wrapper",
 * "Wartung" | "Wärmerückgewinnung" | "Förderung"; "Technische Daten" |
 * "Lieferumfang"; "Description" | "Caractéristiques") over the shown tab's
 * kept text, under the section's heading ("Technik im Detail"): the
 * labels name the section's parts and stay, with the heading right over
 * them. TAB_LABELS or more blocks, each a label under TAB_LABEL
 * characters without a link, the list's all, and a kept block of prose
 * within TAB_GAP blocks after them (past the small screen's copy of the
 * labels, dropped). */
#define TAB_LABELS 2
#define TAB_LABEL 40
#define TAB_GAP 4
static void keep_tab_labels(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		/* up from the block to the list that it opens: an element that
		 * opens before it (first_block < i) opens no box of it, nor does
		 * any above that one, so the walk stops there and each element
		 * is passed once (a page of thousands of unclosed <div>s) */
		int l = x->blocks[i].owner;
		while (l > c && !(nd[l].hint & H_TABLIST) && nd[l].first_block == i)
			l = nd[l].parent;
		if (l <= c || nd[l].first_block != i || nd[l].end_block > end)
			continue;
		int e = nd[l].end_block, ok = e - i >= TAB_LABELS;
		for (int k = i; k < e && ok; k++) {
			const struct block *b = &x->blocks[k];
			ok = !b->link_chars && b->chars < TAB_LABEL && !(b->tag & F_HEAD) &&
			     !(nd[b->owner].hint & H_TABPANEL);
		}
		int p = e;
		while (ok && p < end && p < e + TAB_GAP && x->blocks[p].keep <= 0)
			p++;
		if (!ok || p >= end || p >= e + TAB_GAP || !is_prose(&x->blocks[p]))
			continue;
		for (int k = i; k < e; k++)
			x->blocks[k].keep = 1;
		if (i > first && (x->blocks[i - 1].tag & F_HEAD) && !x->blocks[i - 1].link_chars &&
		    nd[x->blocks[i - 1].owner].nearest_neg < 0)
			x->blocks[i - 1].keep = 1;
		i = e - 1;
	}
}

/* A service page's closing references: a public office's page on a
 * service ("Personalausweis beantragen", "Carte grise : changement
 * d'adresse") ends its description with the laws it rests on and its
 * forms to download, a heading over a list of links ("Rechtsgrundlage" |
 * "Gesetz über Personalausweise (PAuswG)"; "Textes de loi et références" |
 * "Code de la route : article R322-7"; "Formulare" | "Vollmacht zur
 * Abholung (PDF, 61 KB)"; "Legal basis", "Wettelijke grondslag",
 * "Riferimenti normativi"). Its links drop as a menu's, and the heading
 * with them. A heading of those words (ref_head), an h2-h6
 * under REF_HEAD characters, no link and no boilerplate hint, within
 * REF_BACK blocks after a kept block, keeps itself and the lines under
 * it up to the next heading, boilerplate or date hint (the page's "Stand:
 * 14.10.2025" after it; REF_ITEMS at most, each under REF_LINE
 * characters), one a link at least: the page's facts, not
 * its neighbours' teasers ("Verwandte Leistungen" is no such heading; nor
 * is "Downloads": a press release's files are no part of its text). */
#define REF_HEAD 40
#define REF_BACK 8
#define REF_ITEMS 12
#define REF_LINE 200
static int ref_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"rechtsgrundlage", "rechtsgrundlagen", "rechtliche grundlagen",
		"gesetzliche grundlagen", "formulare", "formulare und merkblätter",
		"textes de loi et références", "textes de référence",
		"références juridiques", "base juridique", "formulaires", "legal basis",
		"legislation", "forms", "wettelijke grondslag", "wet- en regelgeving",
		"formulieren", "riferimenti normativi", "normativa", "moduli",
		"base legal", "formularios",
	};
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	return word_is(s, n, w, sizeof w / sizeof *w);
}

/* A pull request's closing line under its text ("Closes #212", "Fixes
 * #45"; close_ref), a line too short to weigh, is the request's: dropped,
 * right after a kept paragraph of prose in its box, it is kept. */
static void keep_close_refs(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->chars > CLOSE_REF || b[-1].keep <= 0 ||
		    !is_prose(&b[-1]) || nd[b->owner].nearest_neg >= 0 ||
		    nd[b->owner].parent != nd[b[-1].owner].parent ||
		    !close_ref(x->text.p + b->off, b->len))
			continue;
		b->keep = 1;
	}
}

/* The heading i of such a list and its lines before end are kept; returns
 * where they end, or -1 where i is no such heading. refs_after calls it
 * for the list in a box of its own after the container's. */
int ref_list(struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	if (!(b->tag & F_HEAD) || (b->tag & F_H1) || b->link_chars || b->chars >= REF_HEAD ||
	    nd[b->owner].nearest_neg >= 0 || !ref_head(x->text.p + b->off, b->len))
		return -1;
	int j = i + 1, links = 0;
	for (; j < end && j <= i + REF_ITEMS; j++) {
		const struct block *l = &x->blocks[j];
		if ((l->tag & F_HEAD) || nd[l->owner].nearest_neg >= 0 ||
		    nd[l->owner].nearest_meta >= 0 || l->chars >= REF_LINE)
			break;
		links += l->link_chars * 2 >= l->chars;
	}
	if (!links)
		return -1;
	for (int k = i; k < j; k++)
		x->blocks[k].keep = 1;
	return j;
}

static void keep_service_refs(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i + 1 < end; i++) {
		if (x->blocks[i].keep > 0 || !(x->blocks[i].tag & F_HEAD))
			continue;
		int k = i - 1;
		while (k >= first && k >= i - REF_BACK && x->blocks[k].keep <= 0)
			k--;
		if (k < first || k < i - REF_BACK)
			continue;
		int j = ref_list(x, i, end);
		if (j > i)
			i = j - 1;
	}
}

/* A release's address for more, a link alone whose text is the address
 * ("https://www.kit.edu/kit/pi_2024_078.php", "www.example.org/presse")
 * under its kept label, a line under URL_LABEL characters that ends with
 * a colon ("Weitere Informationen:", "More information:", "Plus
 * d'informations :", "Ulteriori informazioni:", "Meer informatie:"): the
 * release's own line, kept with its label. */
#ifndef URL_LABEL
#define URL_LABEL 40
#endif
static void keep_label_urls(struct extractor *x, int first, int end)
{
	for (int i = first; i + 1 < end; i++) {
		const struct block *l = &x->blocks[i];
		struct block *b = &x->blocks[i + 1];
		if (l->keep <= 0 || b->keep > 0 || l->link_chars || l->len >= URL_LABEL ||
		    x->text.p[l->off + l->len - 1] != ':' || (l->tag & F_LI) ||
		    b->link_chars != b->chars || b->len < 8 || b->len > 200)
			continue;
		const char *s = x->text.p + b->off;
		if ((starts_with_ci(s, b->len, "http") || starts_with_ci(s, b->len, "www.")) &&
		    !memchr(s, ' ', b->len) && !memchr(s, '\n', b->len))
			b->keep = 1;
	}
}

/* A reader poll's question over its rating widget: a name page's "¿Te
 * gusta este nombre?" over "★★★★★ 4.6/5 (1.208 votos)", "Wie gefällt dir
 * der Name?", "Do you like this name?", "Ti piace questo nome?". A kept
 * line, no link, under POLL_ASK characters and POLL_WORDS words, that
 * closes on a question mark, right over a dropped line of the widget
 * (boiler_phrase: a score and its votes) in the same box of two or three
 * blocks, goes with it. */
#define POLL_ASK 60
#define POLL_WORDS 8
static void drop_poll_ask(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0 || b->link_chars || b->chars >= POLL_ASK ||
		    b->words > POLL_WORDS || !b->len || s[b->len - 1] != '?' ||
		    b[1].keep > 0 || !b[1].len)
			continue;
		int p = nd[b->owner].parent;
		if (p < 0 || (b[1].owner != p && nd[b[1].owner].parent != p) ||
		    nd[p].first_block != i ||
		    nd[p].end_block - i > 3 || !has_digit(x->text.p + b[1].off, b[1].len) ||
		    !boiler_phrase(x->text.p + b[1].off, b[1].len))
			continue;
		b->keep = 0;
	}
}

/* An animated counter's figures before its script ran: a run of
 * COUNTER_RUN+ kept lines under COUNTER_LINE characters, no link, each a
 * zero and its label ("<span class=counter-number data-count=612>0</span>
 * <span class=counter-label>Stipendiatinnen</span>": "0 Stipendiatinnen",
 * "0% Erfolgsquote", "0+ Kunden", "0 ans d'expérience", "0 años"), shows
 * no figure of the page: the run goes (Elementor's, a theme's counters). */
#define COUNTER_RUN 2
#define COUNTER_LINE 40
static int zero_counter(const struct block *b, const char *s)
{
	if (b->keep <= 0 || b->link_chars || b->chars >= COUNTER_LINE || b->len < 3 ||
	    s[0] != '0')
		return 0;
	size_t k = 1;
	while (k < b->len && (s[k] == '%' || s[k] == '+'))
		k++;
	if (k < b->len && s[k] == ' ')
		k++;
	unsigned char c = k < b->len ? (unsigned char)s[k] : 0;
	return isalpha(c) || c >= 0x80;  /* a label's word, not "0,5 l" */
}

static void drop_zero_counters(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		int j = i;
		while (j < end && zero_counter(&x->blocks[j], x->text.p + x->blocks[j].off))
			j++;
		if (j - i >= COUNTER_RUN)
			for (int k = i; k < j; k++)
				x->blocks[k].keep = 0;
		if (j > i)
			i = j;
	}
}

/* A listing's line of stats with its tally of views (view_tally: "Sinds
 * 21 nov. '26 186x bekeken 14x bewaard", "412 Aufrufe"), kept between its
 * title and its facts, goes; it goes last, after the lines around it were
 * decided with it (the facts under the price keep their place). */
static void drop_view_tallies(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && !b->link_chars && b->chars <= 64 &&
		    view_tally(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* A mail archive's lines of message ids in the header over the message
 * (mail_id_line: "Message-id: <...@web.de>", "In-reply-to:",
 * "References:"), kept with the To, From, Subject and Date lines above
 * them, go: ids for the mail programs, no text of the message. */
static void drop_mail_ids(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && b->chars <= 400 && mail_id_line(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* A Korean story's reporter's address alone on the line under the body
 * ("hanjw@yna.co.kr" under "... 거리 공연과 플리마켓도 함께 열린다.", a news
 * agency's; the name and the address in one line, "이수진 기자 sujin@...",
 * go already, script_boiler): the last kept line, an address alone, right
 * after a kept paragraph in Hangul, goes. A contact's address under a
 * firm's text in another script stays. */
static void drop_reporter_mail(struct extractor *x, int first, int end)
{
	int i = end - 1, j;
	while (i > first && x->blocks[i].keep <= 0)
		i--;
	struct block *b = &x->blocks[i];
	if (i <= first || b->keep <= 0 || b->chars >= 80 ||
	    !mail_address(x->text.p + b->off, b->len))
		return;
	for (j = i - 1; j >= first && x->blocks[j].keep <= 0; j--)
		;
	if (j < first || !is_prose(&x->blocks[j]))
		return;
	const unsigned char *s = (const unsigned char *)x->text.p + x->blocks[j].off;
	size_t n = x->blocks[j].len < 60 ? x->blocks[j].len : 60;
	for (size_t k = 0; k + 2 < n; k++)
		if (s[k] >= 0xEA && s[k] <= 0xED && s[k + 1] >= 0x80) {
			b->keep = 0;  /* a syllable of Hangul */
			return;
		}
}

void select_all(struct extractor *x, int c)
{
	int first = x->nodes[c].first_block, end = x->nodes[c].end_block;
	select_blocks(x, c);
	drop_teaser_lists(x, first, end);
	drop_teaser_blocks(x, first, end);
	drop_previews(x, first, end);
	trim_more_links(x, first, end);
	drop_cta_band(x, c);
	drop_calc_box(x, c);
	drop_newsletter_box(x, first, end);
	drop_thread_stats(x, first, end);
	drop_teaser_dates(x, first, end);
	drop_dated_heads(x, first, end);
	drop_user_reviews(x, c, first, end);
	drop_review_section(x, c, first, end);
	drop_review_authors(x, first, end);
	drop_live_stamps(x, first, end);
	drop_thread_events(x, first, end);
	drop_testimonials(x, c, first, end);
	drop_contact_box(x, c, first, end);
	drop_sales_card(x, c, first, end);
	drop_open_status(x, first, end);
	keep_label_urls(x, first, end);  /* before: its label is no orphan */
	drop_bare_ordinals(x, first, end);  /* before: nor its list's heading */
	drop_tree_here(x, c, first, end);
	drop_orphan_heads(x, first, end);
	drop_similar(x, first, end);
	drop_cite_box(x, first, end);
	drop_caption_credit(x, c, first, end);
	drop_colophon(x, first, end);
	drop_gauges(x, c, first, end);
	drop_progress_box(x, c, first, end);
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
	keep_item_head(x, first, end);
	keep_slide_heads(x, first, end);
	keep_fact_rows(x, first, end);
	keep_role_links(x, first, end);
	keep_cite_items(x, first, end);
	keep_cite_links(x, first, end);
	keep_cite_lines(x, first, end);
	keep_card_contacts(x, first, end);
	keep_ad_parts(x, c, first, end);
	keep_section_facts(x, first, end);
	keep_listing_gap(x, c, first, end);
	drop_sponsor_box(x, c, first, end);
	drop_buy_box(x, c, first, end);
	drop_tail_facts(x, c, first, end);
	drop_after_sign(x, c, first, end);
	keep_table_rows(x, c, first, end);
	keep_grid_rows(x, c, first, end);
	keep_fig_rows(x, c, first, end);
	keep_event_titles(x, c, first, end);
	keep_event_when(x, c, first, end);
	keep_facts_head(x, c, first, end);
	keep_aside_facts(x, c, first, end);
	keep_needs_list(x, first, end);
	keep_verse_boxes(x, first, end);
	keep_poem_sign(x, first, end);
	keep_tab_labels(x, c, first, end);
	keep_service_refs(x, first, end);
	keep_close_refs(x, first, end);
	drop_view_tallies(x, first, end);
	drop_zero_counters(x, first, end);
	drop_mail_ids(x, first, end);
	drop_reporter_mail(x, first, end);
	drop_poll_ask(x, first, end);
	drop_bid_list(x, first, end);
	drop_release_end(x, first, end);
}
