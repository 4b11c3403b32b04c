// Preloaded into instagrid by a test: opening a file whose name holds "slow-photo" takes
// two seconds (or SLOW_PHOTO_MILLISECONDS), as a photo on a sleeping network disk does, so
// that what happens while its decode is on its way can be seen.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

typedef int (*opener)(const char *, int, ...);

static useconds_t slowness(void) {
    const char *given = getenv("SLOW_PHOTO_MILLISECONDS");
    return (given ? (useconds_t)atoi(given) : 2000) * 1000;
}

// open and open64 alike: wait for a slow photo, then open as libc does (a mode only with O_CREAT or O_TMPFILE).
#define SLOW_OPEN(name)                                                        \
    int name(const char *path, int flags, ...) {                               \
        static opener real;                                                    \
        if (!real) real = (opener)dlsym(RTLD_NEXT, #name);                     \
        va_list arguments;                                                     \
        va_start(arguments, flags);                                            \
        mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? va_arg(arguments, mode_t) : 0; \
        va_end(arguments);                                                     \
        if (path && strstr(path, "slow-photo")) usleep(slowness());             \
        return real(path, flags, mode);                                        \
    }

SLOW_OPEN(open)
SLOW_OPEN(open64)
