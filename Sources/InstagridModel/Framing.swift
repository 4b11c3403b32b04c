/// How one photo sits in its slot: turned by quarter turns, zoomed in from the aspect
/// fill, and moved off centre. Whatever the values, the photo always covers its slot:
/// `crop` clamps them. Or, shown whole, the photo fits inside its slot at its own shape,
/// over a backdrop, until a zoom takes it past the slot's edges.
public struct Framing: Equatable, Hashable, Sendable {
    /// What fills the rest of a slot around a photo shown whole.
    public enum Backdrop: String, Hashable, Sendable, CaseIterable {
        /// The same photo, filling the slot, blurred and darkened, as phones do.
        case blurred
        /// The picture's frame colour.
        case frame
    }

    /// 1 is the seed's aspect fill (whole: the photo just fits); larger shows less of the photo, larger.
    public var zoom: Double
    /// Where the crop's centre lies, from the (turned) photo's centre, in fractions of its width and height.
    public var offsetX: Double
    public var offsetY: Double
    /// Clockwise quarter turns, 0 to 3.
    public var quarterTurns: Int
    /// Nil: the photo fills its slot; else it is shown whole over this.
    public var whole: Backdrop?

    public static let zoomRange = 1.0...8.0
    public static let fill = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 0)

    public init(zoom: Double, offsetX: Double, offsetY: Double, quarterTurns: Int, whole: Backdrop? = nil) {
        self.whole = whole
        self.zoom = zoom.isFinite ? min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound) : 1
        self.offsetX = offsetX.isFinite ? offsetX : 0
        self.offsetY = offsetY.isFinite ? offsetY : 0
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
    }

    /// Reset Framing: no zoom, turn or offset; a photo shown whole stays whole.
    public var reset: Framing { Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 0, whole: whole) }

    /// The photo's size once turned.
    public func turned(_ photo: Size) -> Size {
        quarterTurns % 2 == 1 ? Size(width: photo.height, height: photo.width) : photo
    }

    /// The part of the turned photo (upright, `photo` pixels large before turning) that
    /// fills a slot of `slot`'s proportions: the aspect fill, zoomed, moved, and kept
    /// inside the photo.
    public func crop(photo: Size, slot: Size) -> Rect {
        if whole != nil { return placement(photo: photo, slot: slot).source }
        let turned = turned(photo)
        let fill = AspectFill.sourceRect(photo: turned, slot: slot)
        let width = fill.width / zoom, height = fill.height / zoom
        let centreX = turned.width / 2 + offsetX * turned.width
        let centreY = turned.height / 2 + offsetY * turned.height
        return Rect(x: min(max(0, centreX - width / 2), turned.width - width),
                    y: min(max(0, centreY - height / 2), turned.height - height),
                    width: width, height: height)
    }

    /// Which part of the turned photo shows (`source`) and where in a slot of `slot` size it
    /// lies (`destination`, from the slot's corner): all of the slot when the photo fills it;
    /// shown whole, each side of the photo that fits is all shown, centred, and a side the
    /// zoom took past the slot's is cropped as a filling photo's is.
    public func placement(photo: Size, slot: Size) -> (source: Rect, destination: Rect) {
        let all = Rect(x: 0, y: 0, width: slot.width, height: slot.height)
        let turned = turned(photo)
        guard whole != nil, turned.width > 0, turned.height > 0, slot.width > 0, slot.height > 0 else {
            return (crop(photo: photo, slot: slot), all)
        }
        let scale = min(slot.width / turned.width, slot.height / turned.height) * zoom
        func side(_ length: Double, in room: Double, offset: Double) -> (start: Double, length: Double, at: Double, shown: Double) {
            let shown = length * scale
            guard shown > room else { return (0, length, (room - shown) / 2, shown) }
            let part = room / scale, centre = length / 2 + offset * length
            return (min(max(0, centre - part / 2), length - part), part, 0, room)
        }
        let x = side(turned.width, in: slot.width, offset: offsetX), y = side(turned.height, in: slot.height, offset: offsetY)
        return (Rect(x: x.start, y: y.start, width: x.length, height: y.length),
                Rect(x: x.at, y: y.at, width: x.shown, height: y.shown))
    }

    /// The offsets `crop` really used: what to keep once a drag or a zoom has pushed past the edge.
    public func clamped(photo: Size, slot: Size) -> Framing {
        let rect = crop(photo: photo, slot: slot), turned = turned(photo)
        guard turned.width > 0, turned.height > 0 else { return self }
        return Framing(zoom: zoom, offsetX: (rect.midX - turned.width / 2) / turned.width,
                       offsetY: (rect.midY - turned.height / 2) / turned.height, quarterTurns: quarterTurns, whole: whole)
    }

    /// For a point of the turned photo, the point of the upright photo it shows.
    public func uprightPoint(_ x: Double, _ y: Double, photo: Size) -> (x: Double, y: Double) {
        switch quarterTurns {
        case 1: (y, photo.height - x)
        case 2: (photo.width - x, photo.height - y)
        case 3: (photo.width - y, x)
        default: (x, y)
        }
    }

    /// The pixel size to decode a photo at for a slot of `slot` pixels: zooming in needs more.
    public func decodeTarget(slot: Size) -> Size {
        let zoomed = Size(width: slot.width * zoom, height: slot.height * zoom)
        return quarterTurns % 2 == 1 ? Size(width: zoomed.height, height: zoomed.width) : zoomed
    }
}
