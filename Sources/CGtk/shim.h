#ifndef INSTAGRID_CGTK_SHIM_H
#define INSTAGRID_CGTK_SHIM_H
// The whole C boundary: GTK4, Cairo (its PDF surface too), gdk-pixbuf, fontconfig and zlib, plus
// inline helpers for the macros and variadic calls Swift's importer drops.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>
#include <malloc.h>
#include <libintl.h>
#include <locale.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <fcntl.h>

/* inflateInit is a macro too: a zlib stream (PNG's iCCP profile). */
static inline int cgtk_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}

/* deflateInit2 is a macro; this is the call it stands for. */
static inline int cgtk_deflate_init_raw(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

/* g_warning is a variadic macro; the message goes through "%s". */
static inline void cgtk_warn(const char *message) { g_warning("%s", message); }

/* mallopt's parameter names are macros Swift does not import. */
static inline void cgtk_fix_mmap_threshold(int bytes) {
    mallopt(M_MMAP_THRESHOLD, bytes);
}

/* The kernel's id of the calling thread (gettid() needs a newer glibc header than Swift sees). */
static inline pid_t cgtk_thread_id(void) { return (pid_t)syscall(SYS_gettid); }

/* rename() that fails with EEXIST instead of replacing (renameat2 needs _GNU_SOURCE, which
   Swift's Glibc is built without; the system call is there since Linux 3.15). */
static inline int cgtk_rename_no_replace(const char *from, const char *to) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */);
}

/* GDK_TYPE_* and G_TYPE_* are macros calling type functions. */
static inline GType cgtk_type_file_list(void) { return GDK_TYPE_FILE_LIST; }

/* A widget's accessible role is a construct-only property: a box that reads as an alert. */
static inline GtkWidget *cgtk_alert_box_new(GtkOrientation orientation, int spacing) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL));
}

/* gtk_accessible_update_property is variadic. */
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* A range's value for screen readers (a divider's place, in percent). */
static inline void cgtk_accessible_set_value(GtkWidget *widget, double now, double min, double max) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max, -1);
}

/* Screen readers skip a hidden widget and what it holds. */
static inline void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* Decoration (an icon beside a label, a drawing under named buttons) is no part of the
   accessibility tree; accessible-role is construct-only. */
static inline GtkWidget *cgtk_image_new_decorative(const char *icon_name) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   "icon-name", icon_name, NULL));
}

static inline GtkWidget *cgtk_drawing_area_new_decorative(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL));
}

/* An overlay only arranges what it holds: read as a plain grouping, not by its class name. */
static inline GtkWidget *cgtk_overlay_new_generic(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_OVERLAY, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL));
}

static inline void cgtk_accessible_set_busy(GtkWidget *widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

/* The launch context of a widget's display, as the GAppLaunchContext GIO takes (a new reference). */
static inline GAppLaunchContext *cgtk_launch_context(GtkWidget *widget) {
    return G_APP_LAUNCH_CONTEXT(gdk_display_get_app_launch_context(gtk_widget_get_display(widget)));
}

/* g_object_get is variadic: one GtkSettings value at a time. */
static inline int cgtk_setting_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

static inline gboolean cgtk_setting_bool(const char *name) {
    gboolean value = FALSE;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

/* What GTK 4.10 deprecated, for the GTK 4.8 path only; from 4.10 GtkKit takes the
   replacements (GtkAlertDialog, GtkColorDialog, GtkFileDialog). The one exception is
   the application chooser, below. */
#if !GTK_CHECK_VERSION(4, 10, 0)
/* gtk_message_dialog_new is variadic (printf-style); the text goes through "%s". */
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkMessageType type, GtkButtonsType buttons,
                                                 const char *primary, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                               type, buttons, "%s", primary);
    if (secondary != NULL)
        gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    return dialog;
}

static inline void cgtk_dialog_add_button(GtkWidget *dialog, const char *label, GtkResponseType response) {
    gtk_dialog_add_button(GTK_DIALOG(dialog), label, response);
}

static inline void cgtk_dialog_set_default_response(GtkWidget *dialog, GtkResponseType response) {
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), response);
}

static inline GtkWidget *cgtk_colour_chooser_new(GtkWindow *parent, const char *title, GdkRGBA initial) {
    GtkWidget *dialog = gtk_color_chooser_dialog_new(title, parent);
    gtk_color_chooser_set_use_alpha(GTK_COLOR_CHOOSER(dialog), FALSE);
    gtk_color_chooser_set_rgba(GTK_COLOR_CHOOSER(dialog), &initial);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    return dialog;
}

static inline GdkRGBA cgtk_colour_chooser_rgba(GtkWidget *dialog) {
    GdkRGBA chosen;
    gtk_color_chooser_get_rgba(GTK_COLOR_CHOOSER(dialog), &chosen);
    return chosen;
}

/* GTK 4.8's font chooser: a face's family and style, without a size (the collage sizes its words). */
static inline GtkWidget *cgtk_font_chooser_new(GtkWindow *parent, const char *title, const char *initial) {
    GtkWidget *dialog = gtk_font_chooser_dialog_new(title, parent);
    gtk_font_chooser_set_level(GTK_FONT_CHOOSER(dialog), GTK_FONT_CHOOSER_LEVEL_FAMILY | GTK_FONT_CHOOSER_LEVEL_STYLE);
    gtk_font_chooser_set_font(GTK_FONT_CHOOSER(dialog), initial);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    return dialog;
}

static inline PangoFontDescription *cgtk_font_chooser_font(GtkWidget *dialog) {
    return gtk_font_chooser_get_font_desc(GTK_FONT_CHOOSER(dialog));
}

static inline void cgtk_file_chooser_set_folder(GtkFileChooser *chooser, GFile *folder) {
    gtk_file_chooser_set_current_folder(chooser, folder, NULL);
}
#else
/* gtk_alert_dialog_new is variadic (printf-style); the message goes through "%s". */
static inline GtkAlertDialog *cgtk_alert_dialog_new(const char *message) {
    return gtk_alert_dialog_new("%s", message);
}
#endif

/* GtkAppChooserDialog is deprecated from GTK 4.10 for GtkFileLauncher, which asks which
   application only through the desktop portal; where none runs it would open the default
   application without asking, so AppChooser still asks with GTK's own chooser there. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static inline GtkWidget *cgtk_app_chooser_dialog_new(GtkWindow *parent, GFile *file) {
    return gtk_app_chooser_dialog_new(parent, GTK_DIALOG_MODAL, file);
}

static inline GAppInfo *cgtk_app_chooser_app_info(GtkWidget *dialog) {
    return gtk_app_chooser_get_app_info(GTK_APP_CHOOSER(dialog));
}
G_GNUC_END_IGNORE_DEPRECATIONS

/* Two functions of gdk/x11/gdkx.h, declared alone: that header brings Xlib's names
   (Window, Display, Screen) into Swift beside GtkKit's own. */
GType gdk_x11_display_get_type(void);
void gdk_x11_display_error_trap_push(GdkDisplay *display);

/* From now on an X error does not end the process. GDK's handler calls _exit(1) on any
   error no trap covers; a trap pushed and never popped covers every request after it.
   For the app's last moments only: a window being destroyed can draw a frame late. */
static inline void cgtk_ignore_x_errors_from_now(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (display && G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type()))
        gdk_x11_display_error_trap_push(display);
}

#endif
