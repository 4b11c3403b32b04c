import CGtk
import InstagridModel
import InstagridPhotoFormats

extension CairoImage {
    /// A copy turned and mirrored so that stored pixels tagged `orientation` stand
    /// upright; the image itself when they already do. Every pixel lands on a pixel
    /// (nearest filter on an exact quarter-turn matrix), so nothing is resampled.
    func turnedUpright(from orientation: ExifOrientation) -> CairoImage? {
        guard orientation != .up else { return self }
        let upright = orientation.upright(size)
        guard let copy = CairoImage(width: Int(upright.width), height: Int(upright.height), hasAlpha: false) else {
            return nil
        }
        // The affine map from upright pixels to stored ones, read off the orientation's unit map.
        let origin = orientation.storedPoint(forUpright: 0, 0)
        let alongU = orientation.storedPoint(forUpright: 1, 0)
        let alongV = orientation.storedPoint(forUpright: 0, 1)
        let (w, h) = (Double(width), Double(height))
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix,
                          (alongU.x - origin.x) * w / upright.width, (alongU.y - origin.y) * h / upright.width,
                          (alongV.x - origin.x) * w / upright.height, (alongV.y - origin.y) * h / upright.height,
                          origin.x * w, origin.y * h)
        copy.draw { canvas in
            let cr = canvas.cr
            cairo_set_source_surface(cr, surface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        return copy
    }
}
