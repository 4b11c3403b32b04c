/// Where the app puts words, alike in the window, every picture, page, print and thumbnail:
/// each text item inside its box (its cell for a caption; for a title or free text the
/// picture, or the one slide it lies on), at its own size or smaller down to the legible
/// floor, and what still does not fit ended with "…"; a title that would lie over a caption
/// moves off it, the nearest way. The measuring is the renderer's (Pango's): this decides.
public enum WordsPlacement {
    /// The smallest words are drawn, in percent of the picture's short side as
    /// `TextStyle.size`: 22 px of a 1080 px picture, a line a phone still reads at arm's length.
    public static let legibleFloor = 2.0
    /// Lines wrap at this share of their box's width and keep within this share of its height.
    public static let fill = 0.9
    /// Measurings spent making one item smaller: each takes the size from how much too
    /// large the last one was, so a few come close to the largest that fits.
    static let shrinkSteps = 3

    /// What measuring one item says: its lines' box at a size and width, whether lines were
    /// left out (past the letters given, or below the height given: the last shown ends
    /// with "…"), and how many letters were laid out.
    public struct Lines: Equatable, Sendable {
        public var size: Size
        public var clipped: Bool
        public var letters: Int

        public init(size: Size, clipped: Bool, letters: Int) {
            self.size = size
            self.clipped = clipped
            self.letters = letters
        }
    }

    /// How one item is to be laid out: at `fontSize` pixels, wrapped at `wrapWidth`; with
    /// `clipHeight`, lines below it are left out; and no more than `letters` of its letters
    /// (grapheme clusters): more is known not to fit, and is not worth measuring.
    public struct Request: Equatable, Sendable {
        public let fontSize: Double
        public let wrapWidth: Double
        public let clipHeight: Double?
        public let letters: Int
    }

    public typealias Measure = (_ item: TextItem, _ request: Request) -> Lines

    /// One item as it is drawn.
    public struct Placed: Equatable, Sendable {
        public let id: Int
        /// Where it may lie: its cell, or its slide of the picture.
        public let box: Rect
        /// Its lines' box in the picture.
        public let frame: Rect
        public let fontSize: Double
        public let wrapWidth: Double
        /// Lines below this height are left out, the last shown ending with "…"; nil: all fit.
        public let maxHeight: Double?

        /// Its words did not all fit.
        public var isClipped: Bool { maxHeight != nil }

        /// What its look draws around the lines (a band's padding), which must keep inside the box too.
        public var drawn: Rect { WordsPlacement.drawn(frame, fontSize: fontSize) }
    }

    /// `texts` (those shown) placed in a picture `grid` lays out, `slides` slides wide, in
    /// their order: captions first, in their cells; then each title, and free text where the
    /// app put it, in the nearest place clear of the words placed before it (between the
    /// captions' lines, smaller if only a smaller place is clear); free text a person moved
    /// stays where it was put.
    public static func place(_ texts: [TextItem], in grid: GridGeometry, slides: Int = 1, measure: Measure) -> [Placed] {
        let slides = max(1, slides)
        let short = min(grid.size.width, grid.size.height)
        var placed: [Int: Placed] = [:]
        var taken: [Rect] = []
        let captionsFirst = texts.indices.sorted { (texts[$0].role.isCaption ? 0 : 1, $0) < (texts[$1].role.isCaption ? 0 : 1, $1) }
        for index in captionsFirst {
            let item = texts[index]
            guard let box = box(of: item, in: grid, slides: slides), box.width > 0, box.height > 0 else { continue }
            let wanted = centre(of: item, box: box, picture: grid.size, slides: slides)
            var fitted = fit(item, in: box, at: wanted, short: short, measure: measure)
            let placedByHand = item.role == .free && item.centre != TextItem.defaultCentre(for: item.role)
            if !item.role.isCaption, !placedByHand {
                fitted = clear(fitted, of: taken, item: item, wantedY: wanted.y, short: short, measure: measure)
            }
            placed[index] = fitted
            taken.append(fitted.drawn)
        }
        return texts.indices.compactMap { placed[$0] }
    }

    /// The box an item may lie in; nil for a caption whose cell the layout does not show.
    static func box(of item: TextItem, in grid: GridGeometry, slides: Int) -> Rect? {
        switch item.role {
        case let .caption(slot):
            return grid.pixelFrames.first { $0.slot == slot }?.frame
        case .title, .free:
            let width = grid.size.width / Double(slides)
            return Rect(x: Double(slide(of: item, slides: slides)) * width, y: 0, width: width, height: grid.size.height)
        }
    }

    /// The slide a title or free text lies on: the one its centre is on; on a seam (a centred
    /// title over an even number of slides), the one before it, the first for a title as placed.
    static func slide(of item: TextItem, slides: Int) -> Int {
        guard slides > 1 else { return 0 }
        if item.centre == TextItem.defaultCentre(for: item.role) { return 0 }
        let position = item.centre.x * Double(slides)
        let index = position.rounded(.down)
        // Exactly on a seam: the slide to its left.
        return Int(min(max(position == index && index > 0 ? index - 1 : index, 0), Double(slides - 1)))
    }

    /// Where `item`'s centre is meant to be, in the picture: a fraction of its cell for a
    /// caption; of the picture for a title or free text, or of its slide where it sits as placed.
    static func centre(of item: TextItem, box: Rect, picture: Size, slides: Int) -> (x: Double, y: Double) {
        switch item.role {
        case .caption:
            return (box.x + item.centre.x * box.width, box.y + item.centre.y * box.height)
        case .title, .free:
            if slides > 1, item.centre == TextItem.defaultCentre(for: item.role) {
                return (box.x + item.centre.x * box.width, item.centre.y * picture.height)
            }
            return (item.centre.x * picture.width, item.centre.y * picture.height)
        }
    }

    /// `item` at its size, or smaller to fit `box`, centred at `point` as near as it can be.
    private static func fit(_ item: TextItem, in box: Rect, at point: (x: Double, y: Double), short: Double, measure: Measure) -> Placed {
        let full = max(0.5, item.style.size / 100 * short)
        let floor = min(full, legibleFloor / 100 * short)
        // Lines wrap short of the box by its margin and what a band adds at each side.
        let room = box.height * fill
        func wrap(_ size: Double) -> Double { max(1, box.width * fill - 2 * bandPadding.horizontal * size) }
        func fits(_ lines: Lines, _ size: Double) -> Bool {
            !lines.clipped && drawnHeight(lines.size.height, fontSize: size) <= room && lines.size.width <= wrap(size) + 0.5
        }
        var size = full
        func request(_ size: Double, clip: Double? = nil, letters: Int? = nil) -> Request {
            Request(fontSize: size, wrapWidth: wrap(size), clipHeight: clip,
                    letters: letters ?? visibleBound(wrap: wrap(size), room: room, fontSize: size))
        }
        var lines = measure(item, request(size))
        // The room each letter takes at this size, from those measured: at the floor a
        // text needing far more than the box is ended there at once, measured no further
        // than a half more than the box holds.
        let perLetter = lines.size.height * wrap(size) / Double(max(1, lines.letters))
        let atFloor = perLetter * (floor / size) * (floor / size)
        var letters: Int?
        if !fits(lines, size), atFloor * Double(item.text.count) > room * wrap(floor) * 1.2 {
            size = floor
            letters = Int(min(room * wrap(floor) / max(atFloor, 0.01) * 1.5 + 16, Double(TextItem.longest)))
        }
        // Smaller, in steps estimated from how much too large the lines are (their area goes
        // with the square of the size), down to the floor.
        for _ in 0..<shrinkSteps where letters == nil && !fits(lines, size) && size > floor {
            let over = max(drawnHeight(lines.size.height, fontSize: size) / room, lines.size.width / wrap(size), 1.0001)
            size = max(floor, size / over.squareRoot() * 0.97)
            lines = measure(item, request(size))
        }
        var maxHeight: Double?
        if letters != nil || !fits(lines, size) {
            let height = max(size, room - size * bandPadding.vertical * 2)
            lines = measure(item, request(size, clip: height, letters: letters))
            maxHeight = height
        }
        let (x, y) = point
        var frame = Rect(x: x - lines.size.width / 2, y: y - lines.size.height / 2, width: lines.size.width, height: lines.size.height)
        frame = kept(frame, fontSize: size, in: box)
        return Placed(id: item.id, box: box, frame: frame, fontSize: size, wrapWidth: wrap(size), maxHeight: maxHeight)
    }

    /// What a band adds around the lines, in shares of the letters' size.
    static let bandPadding = (horizontal: 0.3, vertical: 0.15)

    static func drawn(_ frame: Rect, fontSize: Double) -> Rect {
        let dx = fontSize * bandPadding.horizontal, dy = fontSize * bandPadding.vertical
        return Rect(x: frame.x - dx, y: frame.y - dy, width: frame.width + 2 * dx, height: frame.height + 2 * dy)
    }

    private static func drawnHeight(_ height: Double, fontSize: Double) -> Double { height + 2 * fontSize * bandPadding.vertical }

    /// `frame` moved the least to keep what is drawn around it inside `box`; centred on an
    /// axis it cannot keep inside.
    static func kept(_ frame: Rect, fontSize: Double, in box: Rect) -> Rect {
        let drawn = drawn(frame, fontSize: fontSize)
        func shift(_ start: Double, _ length: Double, _ low: Double, _ room: Double) -> Double {
            guard length <= room else { return low + (room - length) / 2 - start }
            return min(max(start, low), low + room - length) - start
        }
        return Rect(x: frame.x + shift(drawn.x, drawn.width, box.x, box.width), y: frame.y + shift(drawn.y, drawn.height, box.y, box.height),
                    width: frame.width, height: frame.height)
    }

    /// `placed` moved up or down its box, the least it takes, off every rectangle `taken`
    /// that lies across its box; where no place is clear for it whole, fitted anew into the
    /// tallest clear part of its box, smaller or ended with "…". Left where it is when no
    /// part is clear.
    private static func clear(_ placed: Placed, of taken: [Rect], item: TextItem, wantedY: Double, short: Double,
                              measure: Measure) -> Placed {
        let box = placed.box
        let blocking = taken.filter { $0.x < box.maxX && box.x < $0.maxX }
        guard blocking.contains(where: { $0.intersects(placed.drawn) }) else { return placed }
        // The parts of the box's height no taken rectangle covers, a pixel clear of each.
        var open = [(low: box.y, high: box.maxY)]
        for block in blocking {
            open = open.flatMap { part -> [(low: Double, high: Double)] in
                guard block.y < part.high, part.low < block.maxY else { return [part] }
                return [(part.low, max(part.low, block.y - 1)), (min(part.high, block.maxY + 1), part.high)].filter { $0.high - $0.low > 0.5 }
            }
        }
        let drawn = placed.drawn
        // Whole, in the part nearest where it was wanted.
        let whole = open.filter { $0.high - $0.low >= drawn.height }.map { part -> (distance: Double, y: Double) in
            let top = min(max(drawn.y, part.low), part.high - drawn.height)
            return (abs(top - drawn.y), top)
        }.min { $0.distance < $1.distance }
        if let whole {
            var frame = placed.frame
            frame.y += whole.y - drawn.y
            return Placed(id: placed.id, box: box, frame: frame, fontSize: placed.fontSize, wrapWidth: placed.wrapWidth,
                          maxHeight: placed.maxHeight)
        }
        // A line at the floor, with its band, and the box's margin: less is no place for words.
        let line = short * legibleFloor / 100 * (1.2 + 2 * bandPadding.vertical) / fill * 1.05
        guard let tallest = open.max(by: { $0.high - $0.low < $1.high - $1.low }), tallest.high - tallest.low >= line else { return placed }
        let part = Rect(x: box.x, y: tallest.low, width: box.width, height: tallest.high - tallest.low)
        let refitted = fit(item, in: part, at: (placed.frame.midX, min(max(wantedY, part.y), part.maxY)), short: short, measure: measure)
        return Placed(id: refitted.id, box: box, frame: refitted.frame, fontSize: refitted.fontSize, wrapWidth: refitted.wrapWidth,
                      maxHeight: refitted.maxHeight)
    }

    /// At most how many characters (grapheme clusters) of a text can show in a box `wrap`
    /// wide and `room` high at `fontSize`: what is measured is bounded by it, so a text of
    /// ten thousand letters costs what the box can hold. Lines are taken as short as 0.9 of
    /// the letters' size.
    public static func visibleBound(wrap: Double, room: Double, fontSize: Double) -> Int {
        let perLine = lettersPerLine(wrap: wrap, fontSize: fontSize) + 2
        let lines = room / max(0.01, fontSize * 0.9) + 2
        return Int(min(perLine * lines, Double(TextItem.longest)).rounded(.up))
    }

    /// At most how many letters a line `wrap` wide holds at `fontSize`, letters taken as
    /// narrow as a fifth of their size: a run without a space longer than this cannot fit one.
    public static func lettersPerLine(wrap: Double, fontSize: Double) -> Double {
        wrap / max(0.01, fontSize * 0.2)
    }
}

extension WordsPlacement {
    /// `text` with a break allowed every few letters inside each run without a space longer
    /// than `longest` letters (more than a line can hold): such a run is broken between
    /// letters all the same, near where it would have been, and Pango, which lays a run out
    /// again from each break it tries, spends on ten thousand letters what it spends on words.
    public static func breakingLongRuns(_ text: String, longerThan longest: Int) -> String {
        let every = 8
        var result = "", run: [Character] = []
        func flush() {
            guard run.count > longest else { return result.append(contentsOf: run) }
            for (index, letter) in run.enumerated() {
                if index > 0, index % every == 0 { result.append("\u{200B}") }
                result.append(letter)
            }
        }
        for letter in text {
            if letter.isWhitespace {
                flush()
                run.removeAll(keepingCapacity: true)
                result.append(letter)
            } else {
                run.append(letter)
            }
        }
        flush()
        return result
    }
}

extension TextItem.Role {
    public var isCaption: Bool {
        if case .caption = self { true } else { false }
    }
}
