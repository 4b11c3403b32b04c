#ifndef INSTAGRID_CLCMS_H
#define INSTAGRID_CLCMS_H
// lcms2 for Swift: its pixel formats and flags are macros built from shifts, which
// Swift does not import, so the few we use are named here.
#include <lcms2.h>

// Cairo's ARGB32 is one native-endian 32-bit word a pixel: B, G, R, A in memory on a
// little-endian machine. Decoded photos are opaque (RGB24: the fourth byte unused); a
// PNG with transparency is premultiplied, which the caller undoes around the transform
// (lcms2 2.14's premultiplied 8-bit formats turned translucent pixels white).
static inline cmsUInt32Number clcms_cairo_opaque(void) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return TYPE_BGRA_8;
#else
    return TYPE_ARGB_8;
#endif
}

static inline cmsUInt32Number clcms_flags(void) {
    // Black-point compensation: a profile whose black is not sRGB's keeps its shadows' detail.
    return cmsFLAGS_BLACKPOINTCOMPENSATION;
}

#endif
