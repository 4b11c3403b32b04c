#ifndef INSTAGRID_CGTK_SHIM_H
#define INSTAGRID_CGTK_SHIM_H
// The whole C boundary: GTK4, Cairo, gdk-pixbuf and zlib, plus inline helpers for
// the macros and variadic calls Swift's importer drops.
#include <gtk/gtk.h>
#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <zlib.h>
#include <malloc.h>

/* deflateInit2 is a macro; this is the call it stands for. */
static inline int cgtk_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

/* mallopt's parameter names are macros Swift does not import. */
static inline void cgtk_fix_mmap_threshold(int bytes) {
    mallopt(M_MMAP_THRESHOLD, bytes);
}

#endif
