"""
Ports the product's prerendered home page (dist/pages/index.html, built by `npm run build` at
the repository's root) to a React server component, app/home-content.tsx: the body's markup as
JSX elements (attributes renamed as React names them, form values as defaultValue/defaultChecked,
JSON-LD as script elements), and the head's title, description and social tags to
app/home-metadata.json for Next's `metadata` export. Run once when the product's home page
changes: python3 scripts/port-home.py ../../../dist/pages/index.html
"""
import json
import re
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
RENAME = {
    "class": "className", "for": "htmlFor", "tabindex": "tabIndex", "autocomplete": "autoComplete",
    "maxlength": "maxLength", "minlength": "minLength", "readonly": "readOnly", "inputmode": "inputMode",
    "enctype": "encType", "novalidate": "noValidate", "colspan": "colSpan", "rowspan": "rowSpan",
    "srcset": "srcSet", "crossorigin": "crossOrigin", "datetime": "dateTime", "spellcheck": "spellCheck",
    "autofocus": "autoFocus", "accept-charset": "acceptCharset", "http-equiv": "httpEquiv",
    "charset": "charSet", "xlink:href": "xlinkHref", "xmlns:xlink": "xmlnsXlink", "enterkeyhint": "enterKeyHint",
    "fetchpriority": "fetchPriority", "viewbox": "viewBox", "preserveaspectratio": "preserveAspectRatio", "referrerpolicy": "referrerPolicy", "itemprop": "itemProp",
    "itemscope": "itemScope", "itemtype": "itemType", "accesskey": "accessKey", "contenteditable": "contentEditable",
    "formaction": "formAction", "formmethod": "formMethod", "formnovalidate": "formNoValidate",
}
NUMERIC = {"maxLength", "minLength", "tabIndex", "rows", "cols", "colSpan", "rowSpan", "size", "span"}
BOOLEAN = {"required", "disabled", "hidden", "multiple", "open", "novalidate", "readonly", "autofocus", "itemscope", "formnovalidate", "inert"}


class Node:
    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children = tag, attrs, []


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", [])
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs)
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Node(tag, attrs))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.stack[-1].tag != tag:
            self.stack.pop()
        self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def attr_name(name):
    if name in RENAME:
        return RENAME[name]
    if name.startswith("aria-") or name.startswith("data-"):
        return name
    return re.sub(r"-([a-z])", lambda m: m.group(1).upper(), name)


def emit(node, out, depth):
    pad = "  " * depth
    if isinstance(node, str):
        if node.strip() == "" and "\n" in node:
            return
        out.append(f"{pad}{{{json.dumps(node, ensure_ascii=False)}}}")
        return
    tag, attrs = node.tag, list(node.attrs)
    if tag == "script":
        kind = dict(attrs).get("type", "")
        body = "".join(c for c in node.children if isinstance(c, str))
        out.append(f"{pad}<script")
        out.append(f"{pad}  type={json.dumps(kind)}")
        out.append(f"{pad}  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD as Next's docs render it (the product's own text)")
        out.append(f"{pad}  dangerouslySetInnerHTML={{{{ __html: {json.dumps(body, ensure_ascii=False)}.replaceAll('__PUBLIC_URL__', SITE_URL) }}}}")
        out.append(f"{pad}/>")
        return
    props = []
    if tag == "select":
        chosen = [o for o in node.children if isinstance(o, Node) and o.tag == "option" and "selected" in dict(o.attrs)]
        if chosen:
            props.append(f"defaultValue={{{json.dumps(dict(chosen[0].attrs).get('value', ''))}}}")
    children = node.children
    if tag == "textarea":
        text = "".join(c for c in children if isinstance(c, str))
        if text:
            props.append(f"defaultValue={{{json.dumps(text, ensure_ascii=False)}}}")
        children = []
    for name, value in attrs:
        if tag == "option" and name == "selected":
            continue
        if tag == "input" and name == "value":
            props.append(f"defaultValue={{{json.dumps(value or '', ensure_ascii=False)}}}")
            continue
        if tag == "input" and name == "checked":
            props.append("defaultChecked")
            continue
        if name == "style":
            raise SystemExit("inline style attributes are not ported")
        jsx = attr_name(name)
        if value is None or (name in BOOLEAN and value in ("", name)):
            props.append(jsx)
        elif jsx in NUMERIC and re.fullmatch(r"-?\d+", value):
            props.append(f"{jsx}={{{value}}}")
        else:
            props.append(f"{jsx}={{{json.dumps(value, ensure_ascii=False)}}}")
    opening = f"<{tag}{''.join(' ' + p for p in props)}"
    if tag in VOID or not children:
        out.append(f"{pad}{opening} />")
        return
    out.append(f"{pad}{opening}>")
    for child in children:
        emit(child, out, depth + 1)
    out.append(f"{pad}</{tag}>")


def main():
    html = open(sys.argv[1], encoding="utf-8").read()
    body = html[html.index('data-prerendered>') + len('data-prerendered>'):html.rindex("</div>\n  </body>")]
    body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
    tree = Tree()
    tree.feed(body)
    out = []
    roots = [c for c in tree.root.children if not isinstance(c, str) or c.strip()]
    if len(roots) != 1:
        raise SystemExit("expected one root element in the page's #root")
    for child in roots:
        emit(child, out, 2)
    head = html[:html.index("</head>")]
    meta = {
        "title": re.search(r"<title>(.*?)</title>", head).group(1),
        "description": re.search(r'<meta name="description" content="(.*?)"', head).group(1),
        "ogImageAlt": re.search(r'<meta property="og:image:alt" content="(.*?)"', head).group(1),
        "siteName": re.search(r'<meta property="og:site_name" content="(.*?)"', head).group(1),
    }
    with open("app/home-metadata.json", "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open("app/home-content.tsx", "w", encoding="utf-8") as f:
        f.write("/**\n * The product's home page body as JSX, generated by scripts/port-home.py from the product's\n"
                " * prerendered dist/pages/index.html (same text, classes and inline icons). A server component:\n"
                " * no client JavaScript of its own.\n */\n")
        f.write('import { SITE_URL } from "./site-url";\n\n')
        f.write("export function HomeContent() {\n  return (\n")
        f.write("\n".join(out))
        f.write("\n  );\n}\n")


main()
