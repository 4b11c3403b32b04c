import Foundation
import InstagridModel
import InstagridTestSupport
import XCTest

/// The French catalogue covers every word the app shows: a message added to the code
/// without `po/update-pot` and a translation fails here, not in front of a French user.
final class TranslationCatalogueTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The messages of the template `po/NAME`.
    private func messages(of name: String) throws -> Set<String> {
        let template = try String(contentsOf: root.appendingPathComponent("po/\(name)"), encoding: .utf8)
        return Set(template.split(separator: "\n\n").compactMap { entry -> String? in
            // msgid "…" possibly continued over several quoted lines.
            guard let start = entry.range(of: "msgid ") else { return nil }
            let lines = entry[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("msgstr") }
            return lines.map { $0.trimmingCharacters(in: .whitespaces).dropFirst().dropLast() }.joined()
        })
    }

    /// The layouts' names come from the model, which has no gettext: po/model-strings.pot
    /// lists them by hand, and a layout added without its name there would show in English.
    func testEveryLayoutsNameIsInTheTemplate() throws {
        let model = try messages(of: "model-strings.pot")
        let template = try messages(of: "instagrid.pot")
        for layout in Layout.all {
            XCTAssertTrue(model.contains(layout.name), "“\(layout.name)” is missing from po/model-strings.pot")
            XCTAssertTrue(template.contains(layout.name), "“\(layout.name)” is missing from po/instagrid.pot (run po/update-pot)")
        }
    }

    func testEveryMessageIsInTheTemplateAndTranslatedIntoFrench() throws {
        let ids = try messages(of: "instagrid.pot")
        let sources = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources/InstagridUI").path)!
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        // tr("…") and tr("…", [placeholders]).
        let literal = try NSRegularExpression(pattern: #"\btr\("((?:[^"\\]|\\.)*)"[,)]"#)
        for file in sources {
            let text = try String(contentsOf: root.appendingPathComponent("Sources/InstagridUI/\(file)"), encoding: .utf8)
            for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let message = String(text[Range(match.range(at: 1), in: text)!]).replacingOccurrences(of: #"\""#, with: #"\""#)
                XCTAssertTrue(ids.contains(message), "\(file): “\(message)” is missing from po/instagrid.pot (run po/update-pot)")
            }
        }
        // msgfmt reports on standard error.
        let statistics = Shell.run(["sh", "-c", "msgfmt --check --statistics -o /dev/null \"$0\" 2>&1",
                                    root.appendingPathComponent("po/fr.po").path])
        XCTAssertEqual(statistics.status, 0, statistics.output)
        XCTAssertFalse(statistics.output.contains("untranslated") || statistics.output.contains("fuzzy"), statistics.output)
    }

    /// A translation keeps every named placeholder of its message ("{file}"), and invents none:
    /// msgfmt checks printf formats only.
    func testTranslationsKeepTheirPlaceholders() throws {
        let catalogue = try String(contentsOf: root.appendingPathComponent("po/fr.po"), encoding: .utf8)
        let placeholder = try NSRegularExpression(pattern: #"\{[a-z]+\}"#)
        func placeholders(_ text: String) -> Set<String> {
            Set(placeholder.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) })
        }
        func quoted(_ entry: Substring, after keyword: String) -> String {
            guard let start = entry.range(of: "\n" + keyword + " ") ?? (entry.hasPrefix(keyword + " ") ? entry.range(of: keyword + " ") : nil) else { return "" }
            return entry[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("\"") }
                .map { $0.dropFirst().dropLast() }.joined()
        }
        var checked = 0
        for entry in catalogue.split(separator: "\n\n") {
            let message = quoted(entry, after: "msgid"), translation = quoted(entry, after: "msgstr")
            guard !message.isEmpty, !placeholders(message).isEmpty else { continue }
            XCTAssertEqual(placeholders(translation), placeholders(message), "“\(message)” → “\(translation)”")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15, "the messages with placeholders were found")
    }
}
