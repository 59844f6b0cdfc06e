import BaselineSupport

/// The opening every HTML report of the tool shares (the check's, mutation-score's): XHTML-compatible, UTF-8,
/// its own style sheet inline, nothing loaded; the title, escaped, is also the page's first heading.
package enum HTMLPage {
    package static func opening(title: String, styleSheet: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(Markup.escape(title))</title>
        <style>\(styleSheet)</style>
        </head>
        <body>
        <h1>\(Markup.escape(title))</h1>

        """
    }
}
