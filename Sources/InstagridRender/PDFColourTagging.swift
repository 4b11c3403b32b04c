/// Says, in a PDF Cairo wrote, that its RGB numbers are sRGB's. Cairo writes images and
/// colours as DeviceRGB and has no way to name a profile, so an incremental update (the
/// file as written, then new objects and a cross-reference section for them) gives each
/// page's resources a DefaultRGB colour space, an ICC-based one with an sRGB profile:
/// PDF then paints everything the page draws in DeviceRGB, its photos among them, as sRGB.
/// Cairo's file must use a classic cross-reference table and keep each page's resources
/// as an object of its own (as it does at PDF 1.4, which `PDFDocument` asks for);
/// anything else is left as it is.
enum PDFColourTagging {
    /// `pdf` with its pages' RGB declared as `profile`'s, or nil where its structure is not one this knows.
    static func tagged(_ pdf: [UInt8], profile: [UInt8]) -> [UInt8]? {
        guard !profile.isEmpty, let trailerAt = lastRange(of: "trailer", in: pdf)?.upperBound,
              let startAt = lastRange(of: "startxref", in: pdf)?.upperBound,
              let previous = integer(in: pdf, from: startAt),
              let size = integer(after: "/Size", in: pdf, from: trailerAt),
              let root = integer(after: "/Root", in: pdf, from: trailerAt) else { return nil }
        let info = integer(after: "/Info", in: pdf, from: trailerAt)
        let resources = referencedObjects(after: "/Resources", in: pdf)
        guard !resources.isEmpty else { return nil }
        let profileObject = size
        var update: [UInt8] = [0x0A]
        var offsets: [(object: Int, offset: Int)] = []
        for object in resources.sorted() {
            guard let dictionary = objectDictionary(object, in: pdf), !contains("/ColorSpace", in: dictionary) else { return nil }
            offsets.append((object, pdf.count + update.count))
            update += Array("\(object) 0 obj\n<< /ColorSpace << /DefaultRGB [/ICCBased \(profileObject) 0 R] >>".utf8)
            update += dictionary.dropFirst(2) + Array("\nendobj\n".utf8)
        }
        offsets.append((profileObject, pdf.count + update.count))
        update += Array("\(profileObject) 0 obj\n<< /N 3 /Alternate /DeviceRGB /Length \(profile.count) >>\nstream\n".utf8)
        update += profile + Array("\nendstream\nendobj\n".utf8)
        let xref = pdf.count + update.count
        var table = "xref\n0 1\n0000000000 65535 f \n"
        for (object, offset) in offsets {
            let digits = String(offset)
            table += "\(object) 1\n\(String(repeating: "0", count: max(0, 10 - digits.count)))\(digits) 00000 n \n"
        }
        table += "trailer\n<< /Size \(size + 1) /Root \(root) 0 R\(info.map { " /Info \($0) 0 R" } ?? "") /Prev \(previous) >>\n"
        table += "startxref\n\(xref)\n%%EOF\n"
        return pdf + update + Array(table.utf8)
    }

    /// The numbers of the objects `key` refers to ("/Resources 3 0 R"), each once.
    private static func referencedObjects(after key: String, in pdf: [UInt8]) -> Set<Int> {
        var found: Set<Int> = []
        var from = 0
        while let range = range(of: key, in: pdf, from: from) {
            if let object = integer(in: pdf, from: range.upperBound), reference(in: pdf, from: range.upperBound) { found.insert(object) }
            from = range.upperBound
        }
        return found
    }

    /// Whether the text from `offset` reads "N 0 R".
    private static func reference(in pdf: [UInt8], from offset: Int) -> Bool {
        var index = offset
        while index < pdf.count, pdf[index] == 0x20 || pdf[index] == 0x0A { index += 1 }
        while index < pdf.count, (0x30...0x39).contains(pdf[index]) { index += 1 }
        return pdf[index..<min(pdf.count, index + 4)].elementsEqual(" 0 R".utf8)
    }

    /// The dictionary ("<< ... >>") object `object` holds, when it holds one and nothing else.
    private static func objectDictionary(_ object: Int, in pdf: [UInt8]) -> ArraySlice<UInt8>? {
        guard let start = range(of: "\n\(object) 0 obj\n", in: pdf, from: 0)?.upperBound,
              let end = range(of: "endobj", in: pdf, from: start)?.lowerBound else { return nil }
        var body = pdf[start..<end]
        while let last = body.last, last == 0x0A || last == 0x20 { body = body.dropLast() }
        guard body.starts(with: "<<".utf8), body.suffix(2).elementsEqual(">>".utf8) else { return nil }
        return body
    }

    private static func integer(after key: String, in pdf: [UInt8], from offset: Int) -> Int? {
        range(of: key, in: pdf, from: offset).flatMap { integer(in: pdf, from: $0.upperBound) }
    }

    /// The decimal number starting at `offset`, past any spaces and line ends.
    private static func integer(in pdf: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index < pdf.count, pdf[index] == 0x20 || pdf[index] == 0x0A || pdf[index] == 0x0D { index += 1 }
        var value: Int?
        while index < pdf.count, (0x30...0x39).contains(pdf[index]), (value ?? 0) < Int.max / 20 {
            value = (value ?? 0) * 10 + Int(pdf[index] - 0x30)
            index += 1
        }
        return value
    }

    private static func contains(_ text: String, in bytes: ArraySlice<UInt8>) -> Bool {
        range(of: text, in: Array(bytes), from: 0) != nil
    }

    private static func range(of text: String, in bytes: [UInt8], from offset: Int) -> Range<Int>? {
        let pattern = Array(text.utf8)
        guard offset <= bytes.count, let found = bytes[offset...].firstRange(of: pattern) else { return nil }
        return found
    }

    private static func lastRange(of text: String, in bytes: [UInt8]) -> Range<Int>? {
        let pattern = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in stride(from: bytes.count - pattern.count, through: 0, by: -1) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }
}
