// The test programs that link the app add Qt Quick, Qml and SQL to the common set.
#pragma once

#include "qt_test_headers.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSqlDatabase>
#include <QSqlQuery>
