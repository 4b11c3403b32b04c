// Preloaded into instagrid by a test: link() and linkat() fail as they do on FAT, exFAT,
// SMB and most FUSE file systems, which have no hard links. With NO_RENAME_NOREPLACE set,
// renameat2's RENAME_NOREPLACE is refused too, as by a FUSE server without it (GVFS).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/syscall.h>

int link(const char *from, const char *to) {
    (void)from; (void)to;
    errno = EPERM;
    return -1;
}

int linkat(int from_folder, const char *from, int to_folder, const char *to, int flags) {
    (void)from_folder; (void)from; (void)to_folder; (void)to; (void)flags;
    errno = EPERM;
    return -1;
}

long syscall(long number, ...) {
    va_list list;
    va_start(list, number);
    long a[6];
    for (int index = 0; index < 6; index++) a[index] = va_arg(list, long);
    va_end(list);
    if (number == SYS_renameat2 && getenv("NO_RENAME_NOREPLACE")) {
        errno = EINVAL;
        return -1;
    }
    long (*real)(long, ...) = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
    return real(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}
