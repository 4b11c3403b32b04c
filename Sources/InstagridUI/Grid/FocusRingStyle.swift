import GtkKit
import InstagridModel
import InstagridRender

/// The slots' and lines' focus rings as CSS, in the ring colours the grid draws its own
/// outlines in (`FocusRing`): a light frame gets a dark ring. While the grid flies, its
/// empty place shows no ring, hover or press.
final class FocusRingStyle {
    private let rules = StyleRules()
    /// The frame colour the rules were last written for: each load restyles the whole window.
    private var writtenFor: RGBColour?

    func follow(frame: RGBColour) {
        guard writtenFor != frame else { return }
        writtenFor = frame
        let ring = FocusRing(frame: frame)
        let (outer, inner) = (ring.outer.description, ring.inner.description)
        let (outerWidth, width) = (Int(FocusRing.outerWidth), Int(FocusRing.width))
        rules.load("""
            window.instagrid button.slot:focus-visible {
              outline: \(outerWidth)px solid \(outer);
              outline-offset: -\(outerWidth)px;
              box-shadow: inset 0 0 0 \(width)px \(inner);
            }
            window.instagrid separator.divider:focus-visible {
              background-color: \(outer);
              box-shadow: inset 0 0 0 \(Int(FocusRing.innerWidth))px \(inner);
              outline: none;
            }
            window.instagrid .away button.slot,
            window.instagrid .away separator.divider {
              background: none;
              box-shadow: none;
              outline: none;
              transition: none;
            }
            """)
    }
}
